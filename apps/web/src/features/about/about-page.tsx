import { t } from '@toko/contracts/i18n/public';
import { PageHero } from '@/components/ui/page-hero';
import { aboutContent } from '@/content/about-content';
import { CoverageSection } from './components/coverage-section';
import { HistorySection } from './components/history-section';
import { PartnerLogos } from './components/partner-logos';
import { ResellerCta } from './components/reseller-cta';
import { VisionMission } from './components/vision-mission';
import { useHashScroll } from './hooks/use-hash-scroll';

export function AboutPage() {
  useHashScroll();
  return (
    <>
      <PageHero
        eyebrow={t('marketing.about.eyebrow')}
        title={t('marketing.about.title')}
        lead={aboutContent.lead}
      />
      <VisionMission />
      <HistorySection />
      <CoverageSection />
      <PartnerLogos />
      <ResellerCta />
    </>
  );
}
