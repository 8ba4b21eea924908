import { useEffect, useRef } from 'react';
import { cn } from '@/lib/cn';

type RowCheckboxProps = {
  /** The checkbox's name for screen readers: "Pilih Budi Santoso". */
  label: string;
  checked: boolean;
  /** Some but not all rows of the page: the select-all box shows a dash. */
  indeterminate?: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
};

/**
 * A checkbox with a 44 px target that sits above a card's covering link, and whose click does
 * not open the row it is in.
 */
export function RowCheckbox({
  label,
  checked,
  indeterminate = false,
  onChange,
  className,
}: RowCheckboxProps) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <label
      className={cn(
        'relative z-10 -m-2.5 inline-flex size-11 shrink-0 cursor-pointer items-center justify-center',
        className,
      )}
      onClick={(event) => event.stopPropagation()}
    >
      <input
        ref={input}
        type="checkbox"
        aria-label={label}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 cursor-pointer accent-primary"
      />
    </label>
  );
}
