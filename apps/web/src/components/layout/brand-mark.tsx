/** The shop's logo mark: a payment terminal with a card, drawn in the theme colours. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <rect x="13" y="4" width="10" height="7" rx="1.5" className="fill-accent-400" />
      <rect x="9" y="8" width="14" height="20" rx="3" className="fill-primary-foreground" />
      <rect x="11.5" y="10.5" width="9" height="6" rx="1" className="fill-brand-300" />
      <g className="fill-brand-700">
        <circle cx="13" cy="20" r="1.2" />
        <circle cx="16" cy="20" r="1.2" />
        <circle cx="19" cy="20" r="1.2" />
        <circle cx="13" cy="24" r="1.2" />
        <circle cx="16" cy="24" r="1.2" />
        <circle cx="19" cy="24" r="1.2" />
      </g>
    </svg>
  );
}
