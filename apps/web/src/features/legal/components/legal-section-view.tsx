import type { LegalSection } from '@/content/legal-content';

const PARAGRAPH = 'mt-3 leading-relaxed text-muted-foreground';

export function LegalSectionView({ section, number }: { section: LegalSection; number: number }) {
  return (
    <section className="mt-10">
      <h2 className="text-xl font-bold tracking-tight">
        <span className="text-primary">{number}.</span> {section.heading}
      </h2>
      {section.paragraphs?.map((paragraph) => (
        <p key={paragraph} className={PARAGRAPH}>
          {paragraph}
        </p>
      ))}
      {section.items && (
        <ul className="mt-3 grid list-disc gap-2 pl-5 leading-relaxed text-muted-foreground marker:text-primary">
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {section.closing?.map((paragraph) => (
        <p key={paragraph} className={PARAGRAPH}>
          {paragraph}
        </p>
      ))}
    </section>
  );
}
