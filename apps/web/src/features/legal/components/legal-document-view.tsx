import { t } from '@toko/contracts/i18n/public';
import { PageHero } from '@/components/ui/page-hero';
import type { LegalDocument } from '@/content/legal-content';
import { LegalSectionView } from './legal-section-view';

type LegalDocumentViewProps = { title: string; document: LegalDocument };

/** A long legal text: the page heading, the date it was last changed, then its sections. */
export function LegalDocumentView({ title, document }: LegalDocumentViewProps) {
  return (
    <>
      <PageHero
        eyebrow={t('marketing.legal.eyebrow')}
        title={title}
        lead={t('marketing.legal.updatedAt', { date: document.updatedAt })}
      />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <div className="max-w-3xl">
          <p className="text-lg leading-relaxed text-pretty">{document.intro}</p>
          {document.sections.map((section, index) => (
            <LegalSectionView key={section.heading} section={section} number={index + 1} />
          ))}
        </div>
      </div>
    </>
  );
}
