import { PUBLIC_PAGE_PATHS } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/layout';
import { Link } from 'react-router';
import { siteConfig } from '@/content/site-config';
import { BrandMark } from './brand-mark';

export function BrandLink({ className = '' }: { className?: string }) {
  return (
    <Link
      to={PUBLIC_PAGE_PATHS.home}
      aria-label={t('layout.homeLink')}
      className={`inline-flex shrink-0 items-center gap-2.5 rounded-lg font-bold tracking-tight ${className}`}
    >
      <BrandMark className="size-9" />
      {/* Under 360 px the header has room for the mark, 'Beli Produk' and the menu only. */}
      <span className="hidden text-lg xs:inline">{siteConfig.shopName}</span>
    </Link>
  );
}
