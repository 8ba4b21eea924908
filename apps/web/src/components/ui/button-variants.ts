export type ButtonVariant =
  'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'accent';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

/**
 * Class names for anything that should look like a button (a `<button>` or a router `<Link>`).
 * The `btn-*` classes live in the CSS components layer (styles.css), so any utility passed in
 * `className` wins over them without a class-merging library in the public pages' JavaScript.
 */
export function buttonClass(
  options: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {},
): string {
  const classes = `btn btn-${options.variant ?? 'primary'} btn-${options.size ?? 'md'}`;
  return options.className ? `${classes} ${options.className}` : classes;
}
