import { t } from '@toko/contracts/i18n/public';
import { Download, ExternalLink as ExternalLinkIcon } from 'lucide-react';
import { buttonClass } from '@/components/ui/button-variants';
import { ExternalLink } from '@/components/ui/external-link';
import { SectionHeading } from '@/components/ui/section-heading';
import { guideContent } from '@/content/guide-content';
import { siteConfig } from '@/content/site-config';
import { ManualViewer } from './manual-viewer';

export function ManualSection() {
  const pdf = siteConfig.manualPdfPath;
  return (
    <section
      id="buku-panduan"
      aria-labelledby="manual-judul"
      className="scroll-mt-16 bg-muted py-12 sm:py-16"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
          <SectionHeading
            id="manual-judul"
            align="start"
            eyebrow={t('marketing.guide.manual.eyebrow')}
            title={t('marketing.guide.manual.title')}
          >
            {guideContent.manualLead}
          </SectionHeading>
          <div className="flex flex-col gap-3 sm:flex-row">
            <a href={pdf} download className={buttonClass({ size: 'lg' })}>
              <Download aria-hidden="true" className="size-5" />
              {t('marketing.guide.manual.download')}
            </a>
            <ExternalLink href={pdf} className={buttonClass({ variant: 'outline', size: 'lg' })}>
              <ExternalLinkIcon aria-hidden="true" className="size-5" />
              {t('marketing.guide.manual.open')}
            </ExternalLink>
          </div>
        </div>
        <ManualViewer src={pdf} />
      </div>
    </section>
  );
}
