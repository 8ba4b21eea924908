import { PUBLIC_PAGE_PATHS } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/layout';
import { Clock, Mail, Phone } from 'lucide-react';
import { siteConfig } from '@/content/site-config';
import { BrandMark } from './brand-mark';
import { FOOTER_LINK, FooterLinks } from './footer-links';
import { NAV_ITEMS, type NavItem } from './nav-items';
import { SocialLinks } from './social-links';

const PAGE_LINKS: readonly NavItem[] = [
  ...NAV_ITEMS,
  { to: PUBLIC_PAGE_PATHS.buy, label: 'layout.nav.buy' },
];

const INFO_LINKS: readonly NavItem[] = [
  { to: PUBLIC_PAGE_PATHS.privacy, label: 'layout.footer.privacy' },
  { to: PUBLIC_PAGE_PATHS.terms, label: 'layout.footer.terms' },
  { to: PUBLIC_PAGE_PATHS.contact, label: 'layout.footer.contact' },
];

export function SiteFooter() {
  return (
    <footer className="bg-brand-950 text-brand-100">
      <div className="mx-auto max-w-7xl px-4 pt-12 pb-8 sm:px-6 lg:px-8 lg:pt-16">
        <div className="grid gap-x-6 gap-y-10 xs:grid-cols-2 lg:grid-cols-12">
          <div className="xs:col-span-2 lg:col-span-5">
            <p className="flex items-center gap-2.5 text-lg font-bold text-white">
              <BrandMark className="size-9" />
              {siteConfig.shopName}
            </p>
            <p className="mt-4 max-w-sm text-sm leading-relaxed text-brand-200">
              {t('layout.footer.description')}
            </p>
            <div className="mt-6">
              <SocialLinks />
            </div>
          </div>
          <div className="lg:col-span-3">
            <FooterLinks title={t('layout.footer.pagesTitle')} links={PAGE_LINKS} />
          </div>
          <div className="lg:col-span-4">
            <FooterLinks title={t('layout.footer.infoTitle')} links={INFO_LINKS} />
            <ul className="mt-4 grid gap-1 text-sm text-brand-200">
              <li>
                <a
                  href={`mailto:${siteConfig.email}`}
                  className={`inline-flex items-center gap-2 break-all ${FOOTER_LINK}`}
                >
                  <Mail aria-hidden="true" className="size-4 shrink-0" />
                  {siteConfig.email}
                </a>
              </li>
              <li>
                <a
                  href={`tel:+${siteConfig.chatNumber}`}
                  className={`inline-flex items-center gap-2 ${FOOTER_LINK}`}
                >
                  <Phone aria-hidden="true" className="size-4 shrink-0" />
                  {siteConfig.phoneDisplay}
                </a>
              </li>
              <li className="flex items-center gap-2">
                <Clock aria-hidden="true" className="size-4 shrink-0" />
                {siteConfig.businessHours}
              </li>
            </ul>
          </div>
        </div>
        <div className="mt-12 grid gap-1 border-t border-white/10 pt-6 text-sm text-brand-300">
          <p>
            {t('layout.footer.copyright', {
              year: new Date().getFullYear(),
              shop: siteConfig.shopName,
            })}
          </p>
          <p className="text-xs">{t('layout.footer.regionCredit')}</p>
        </div>
      </div>
    </footer>
  );
}
