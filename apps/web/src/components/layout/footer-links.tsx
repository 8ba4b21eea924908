import { t } from '@toko/contracts/i18n/layout';
import { Link } from 'react-router';
import type { NavItem } from './nav-items';

type FooterLinksProps = { title: string; links: readonly NavItem[] };

export const FOOTER_LINK = 'py-1.5 text-brand-100 transition-colors hover:text-white';

/** A titled column of footer links. */
export function FooterLinks({ title, links }: FooterLinksProps) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-3 grid gap-1 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={`inline-block ${FOOTER_LINK}`}>
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
