import { PUBLIC_PAGE_PATHS } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/public';
import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-variants';
import { ExternalLink } from '@/components/ui/external-link';
import { PageHero } from '@/components/ui/page-hero';
import { contactContent } from '@/content/contact-content';
import { chatUrl } from '@/content/site-config';
import { ContactDetails } from './components/contact-details';
import { ContactSocial } from './components/contact-social';

export function ContactPage() {
  return (
    <>
      <PageHero
        eyebrow={t('marketing.legal.eyebrow')}
        title={t('marketing.contact.title')}
        lead={contactContent.lead}
        actions={
          <ExternalLink href={chatUrl()} className={buttonClass({ size: 'lg' })}>
            <MessageCircle aria-hidden="true" className="size-5" />
            {t('marketing.contact.whatsapp')}
          </ExternalLink>
        }
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[1.4fr_0.6fr] lg:px-8">
        <ContactDetails />
        <div>
          <ContactSocial />
          <p className="mt-8 text-sm text-muted-foreground">
            {t('marketing.contact.privacyQuestion')}{' '}
            <Link
              to={PUBLIC_PAGE_PATHS.privacy}
              className="font-semibold text-primary underline-offset-4 hover:underline"
            >
              {t('layout.footer.privacy')}
            </Link>
            .
          </p>
        </div>
      </div>
    </>
  );
}
