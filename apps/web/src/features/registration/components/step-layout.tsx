import type { ReactNode } from 'react';

/** A sign-up step: 'Tahap N dari 2', the step's title, then its form. */
export function StepLayout({
  progress,
  title,
  children,
}: {
  progress: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-8 sm:px-6">
      <div className="grid gap-1">
        <p className="text-sm font-semibold text-primary">{progress}</p>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      </div>
      {children}
    </div>
  );
}
