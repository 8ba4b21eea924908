import { PUBLIC_PAGE_PATHS } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/layout';
import { Menu, ShoppingCart, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '@/components/ui/button-variants';
import { BrandLink } from './brand-link';
import { ChatLink } from './chat-link';
import { DesktopNav } from './desktop-nav';
import { MobileMenu } from './mobile-menu';

const MENU_ID = 'mobile-menu';

export function SiteHeader() {
  const location = useLocation();
  // The menu belongs to the location it was opened at, so any navigation closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <BrandLink className="mr-auto lg:mr-6" />
        <DesktopNav />
        <div className="flex items-center gap-2 lg:ml-auto">
          <ChatLink className="hidden lg:inline-flex" />
          <Link to={PUBLIC_PAGE_PATHS.buy} className={buttonClass({ size: 'sm' })}>
            <ShoppingCart aria-hidden="true" className="size-4" />
            {t('layout.nav.buy')}
          </Link>
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={open}
            aria-controls={MENU_ID}
            aria-label={t(open ? 'layout.nav.closeMenu' : 'layout.nav.openMenu')}
            onClick={() => setOpenAt(open ? null : location.key)}
            className={buttonClass({ variant: 'ghost', size: 'icon', className: 'lg:hidden' })}
          >
            {open ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
          </button>
        </div>
      </div>
      {open ? (
        <div
          aria-hidden="true"
          onClick={() => setOpenAt(null)}
          className="fixed inset-x-0 top-16 bottom-0 bg-brand-950/40 lg:hidden"
        />
      ) : null}
      <MobileMenu id={MENU_ID} open={open} onClose={() => setOpenAt(null)} />
    </header>
  );
}
