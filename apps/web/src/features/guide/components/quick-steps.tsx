import { t } from '@toko/contracts/i18n/public';
import { ContentSection } from '@/components/ui/content-section';
import { guideContent } from '@/content/guide-content';

export function QuickSteps() {
  return (
    <ContentSection
      headingId="langkah-judul"
      className="py-12 sm:py-16"
      title={t('marketing.guide.quickSteps.title')}
    >
      <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {guideContent.quickSteps.map((step, index) => (
          <li
            key={step.title}
            className="rounded-card border border-border bg-background p-5 shadow-card"
          >
            <span
              aria-hidden="true"
              className="grid size-10 place-items-center rounded-full bg-primary font-bold text-primary-foreground"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 font-semibold">{step.title}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
          </li>
        ))}
      </ol>
    </ContentSection>
  );
}
