import { t } from '@toko/contracts/i18n/public';
import { ExternalLink } from '@/components/ui/external-link';
import { siteConfig } from '@/content/site-config';

const NETWORKS = ['instagram', 'facebook', 'youtube', 'tiktok'] as const;

export function ContactSocial() {
  return (
    <section aria-labelledby="sosial-judul">
      <h2 id="sosial-judul" className="text-lg font-bold">
        {t('marketing.contact.social')}
      </h2>
      <ul className="mt-4 grid gap-2">
        {NETWORKS.map((network) => (
          <li key={network}>
            <ExternalLink
              href={siteConfig.social[network]}
              className="flex items-center justify-between rounded-xl border border-border px-4 py-3 font-medium transition-colors hover:bg-muted"
            >
              {t(`layout.footer.social.${network}`)}
              <span aria-hidden="true" className="text-muted-foreground">
                ↗
              </span>
            </ExternalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
