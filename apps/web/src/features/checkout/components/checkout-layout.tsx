import type { ReactNode } from 'react';

/** A checkout step: its title, the step's content, and the order summary beside it. */
export function CheckoutLayout({
  title,
  aside,
  children,
}: {
  title: string;
  aside: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
        <div className="grid min-w-0 gap-6">{children}</div>
        <aside className="lg:sticky lg:top-24">{aside}</aside>
      </div>
    </div>
  );
}
