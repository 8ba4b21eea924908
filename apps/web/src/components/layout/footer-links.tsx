import type { ReactNode } from 'react';

type FooterLinksProps = { title: string; children: ReactNode };

/** A titled column of footer links; each child is one `<li>`. */
export function FooterLinks({ title, children }: FooterLinksProps) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 grid gap-3 text-sm">{children}</ul>
    </nav>
  );
}
