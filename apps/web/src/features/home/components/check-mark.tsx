/**
 * The hero's check mark, drawn inline: the first screen's code stays free of the icon library
 * chunk (see the bundle budget test).
 */
export function CheckMark() {
  return (
    <svg
      viewBox="0 0 20 20"
      aria-hidden="true"
      className="size-5 shrink-0 fill-none stroke-accent-300 stroke-2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="10" cy="10" r="8" />
      <path d="m6.5 10 2.5 2.5 4.5-5" />
    </svg>
  );
}
