import type { ReactNode } from 'react';

type PageHeroProps = {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  /** Buttons or links under the lead. */
  actions?: ReactNode;
};

/** The opening band of an inner page: label, the page's h1, a lead and optional actions. */
export function PageHero({ eyebrow, title, lead, actions }: PageHeroProps) {
  return (
    <section className="border-b border-border bg-brand-50">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <div className="max-w-2xl">
          {eyebrow && (
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
          )}
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {title}
          </h1>
          {lead && <p className="mt-4 text-lg text-muted-foreground text-pretty">{lead}</p>}
          {actions && <div className="mt-6 flex flex-wrap gap-3">{actions}</div>}
        </div>
      </div>
    </section>
  );
}
