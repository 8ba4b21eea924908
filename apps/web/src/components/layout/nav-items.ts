import { PUBLIC_PAGE_PATHS } from '@toko/contracts';
import { type MessageKey } from '@toko/contracts/i18n/layout';

export type NavItem = { to: string; label: MessageKey };

/**
 * The page links of the navigation bar, in order (also repeated in the footer):
 * docs/product.md, "Public pages".
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: PUBLIC_PAGE_PATHS.home, label: 'layout.nav.home' },
  { to: PUBLIC_PAGE_PATHS.products, label: 'layout.nav.products' },
  { to: PUBLIC_PAGE_PATHS.about, label: 'layout.nav.about' },
  { to: PUBLIC_PAGE_PATHS.guide, label: 'layout.nav.guide' },
  { to: PUBLIC_PAGE_PATHS.registration, label: 'layout.nav.registration' },
];
