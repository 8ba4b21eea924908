import { PUBLIC_PAGE_PATHS } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/layout';
import { House } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-variants';

/** The 404 page's content, inside the public layout or the admin shell. */
export function NotFoundContent() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <p
        aria-hidden="true"
        className="text-7xl font-extrabold tracking-tight text-brand-200 sm:text-8xl"
      >
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
        {t('common.notFoundTitle')}
      </h1>
      <p className="mt-3 text-muted-foreground">{t('layout.notFound.description')}</p>
      <Link to={PUBLIC_PAGE_PATHS.home} className={buttonClass({ className: 'mt-8' })}>
        <House aria-hidden="true" className="size-4" />
        {t('common.notFoundHome')}
      </Link>
    </section>
  );
}
