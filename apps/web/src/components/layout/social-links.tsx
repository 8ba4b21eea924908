import { t } from '@toko/contracts/i18n/layout';
import { siteConfig } from '@/content/site-config';
import { SocialIcon, type SocialNetwork } from './social-icon';

const NETWORKS = [
  'instagram',
  'facebook',
  'youtube',
  'tiktok',
] as const satisfies readonly (SocialNetwork & keyof typeof siteConfig.social)[];

export function SocialLinks() {
  return (
    <ul aria-label={t('layout.footer.socialLabel')} className="flex gap-3">
      {NETWORKS.map((network) => (
        <li key={network}>
          <a
            href={siteConfig.social[network]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${t(`layout.footer.social.${network}`)} ${t('layout.newTab')}`}
            className="flex size-11 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/20"
          >
            <SocialIcon network={network} className="size-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
