import { t } from '@toko/contracts/i18n/layout';
import { NavLink } from 'react-router';
import { NAV_ITEMS } from './nav-items';

type NavLinkListProps = {
  listClassName: string;
  linkClassName: string;
  inactiveClassName: string;
};

/** The page links, the current page highlighted; shared by the bar and the mobile menu. */
export function NavLinkList({ listClassName, linkClassName, inactiveClassName }: NavLinkListProps) {
  return (
    <ul className={listClassName}>
      {NAV_ITEMS.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end
            className={({ isActive }) =>
              `${linkClassName} ${isActive ? 'bg-secondary text-secondary-foreground' : inactiveClassName}`
            }
          >
            {t(item.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
