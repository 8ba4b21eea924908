import { PUBLIC_PAGE_PATHS } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/public';
import { BookOpen, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-variants';
import { ExternalLink } from '@/components/ui/external-link';
import { catalogueContent } from '@/content/catalogue-content';
import { chatUrl } from '@/content/site-config';

export function CatalogueHelp() {
  return (
    <section aria-labelledby="bantuan-judul" className="px-4 pb-14 sm:px-6 sm:pb-20 lg:px-8">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 rounded-card bg-brand-50 p-6 sm:p-10 md:flex-row md:items-center md:justify-between">
        <div className="max-w-xl">
          <h2 id="bantuan-judul" className="text-2xl font-bold tracking-tight">
            {t('marketing.catalogue.help.title')}
          </h2>
          <p className="mt-2 text-muted-foreground">{catalogueContent.helpText}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <ExternalLink href={chatUrl()} className={buttonClass({ size: 'lg' })}>
            <MessageCircle aria-hidden="true" className="size-5" />
            {t('marketing.catalogue.help.chat')}
          </ExternalLink>
          <Link
            to={PUBLIC_PAGE_PATHS.guide}
            className={buttonClass({ variant: 'outline', size: 'lg' })}
          >
            <BookOpen aria-hidden="true" className="size-5" />
            {t('marketing.catalogue.help.guide')}
          </Link>
        </div>
      </div>
    </section>
  );
}
