import { t } from '@toko/contracts/i18n/public';
import { ContentSection } from '@/components/ui/content-section';
import { aboutContent } from '@/content/about-content';

export function PartnerLogos() {
  return (
    <ContentSection
      headingId="mitra-judul"
      className="bg-muted py-14 sm:py-20"
      eyebrow={t('marketing.about.partners.eyebrow')}
      title={t('marketing.about.partners.title')}
      lead={aboutContent.partnersLead}
    >
      <ul className="mt-10 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
        {aboutContent.partners.map((partner) => (
          <li
            key={partner.name}
            className="grid place-items-center rounded-xl border border-border bg-background px-2 py-3 sm:px-4 sm:py-4"
          >
            <img
              src={partner.logo}
              width={240}
              height={80}
              alt={t('marketing.about.partners.logoAlt', { name: partner.name })}
              loading="lazy"
              decoding="async"
              className="h-auto w-full max-w-48"
            />
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}
