import type { ReactNode } from 'react';
import { SectionHeading } from './section-heading';

type ContentSectionProps = {
  /** The heading's id, which also labels the section. */
  headingId: string;
  /** The section's own id, for sections that are link targets. */
  id?: string;
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A page section in the centred content column, opened by its SectionHeading. */
export function ContentSection({
  headingId,
  id,
  eyebrow,
  title,
  lead,
  className,
  children,
}: ContentSectionProps) {
  return (
    <section id={id} aria-labelledby={headingId} className={className}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title}>
          {lead}
        </SectionHeading>
        {children}
      </div>
    </section>
  );
}
