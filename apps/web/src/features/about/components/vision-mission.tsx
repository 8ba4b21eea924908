import { t } from '@toko/contracts/i18n/public';
import { Eye, Target } from 'lucide-react';
import { ContentSection } from '@/components/ui/content-section';
import { aboutContent } from '@/content/about-content';

/** Vision and mission; its id is the anchor of /tentang-kami#visi-misi. */
export function VisionMission() {
  return (
    <ContentSection
      id="visi-misi"
      headingId="visi-misi-judul"
      className="scroll-mt-16 py-14 sm:py-20"
      title={t('marketing.about.visionMission')}
    >
      <div className="mt-10 grid gap-6 lg:grid-cols-[0.9fr_1.1fr]">
        <div className="rounded-card bg-brand-900 p-6 text-white sm:p-8">
          <span className="grid size-12 place-items-center rounded-full bg-white/10">
            <Eye aria-hidden="true" className="size-6 text-accent-300" />
          </span>
          <h3 className="mt-5 text-xl font-bold">{t('marketing.about.vision')}</h3>
          <p className="mt-3 text-xl leading-relaxed font-medium text-brand-100 text-pretty sm:text-2xl">
            {aboutContent.vision}
          </p>
        </div>
        <div className="rounded-card border border-border bg-background p-6 shadow-card sm:p-8">
          <span className="grid size-12 place-items-center rounded-full bg-brand-50">
            <Target aria-hidden="true" className="size-6 text-primary" />
          </span>
          <h3 className="mt-5 text-xl font-bold">{t('marketing.about.mission')}</h3>
          <ol className="mt-4 grid gap-4">
            {aboutContent.mission.map((item, index) => (
              <li key={item} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-50 text-sm font-bold text-brand-700"
                >
                  {index + 1}
                </span>
                <span className="pt-1 text-muted-foreground">{item}</span>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </ContentSection>
  );
}
