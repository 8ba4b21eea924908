import type { ReactNode } from 'react';

type SectionHeadingProps = {
  id?: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  align?: 'center' | 'start';
};

/** A section's small label, its h2 and an optional lead paragraph. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = 'center',
}: SectionHeadingProps) {
  return (
    <div className={align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      {eyebrow && (
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
      )}
      <h2 id={id} className="mt-2 text-2xl font-bold tracking-tight text-balance sm:text-3xl">
        {title}
      </h2>
      {children && <p className="mt-3 text-base text-muted-foreground text-pretty">{children}</p>}
    </div>
  );
}
