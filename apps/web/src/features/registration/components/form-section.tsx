import type { ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';

/** One titled part of a sign-up step, as a landmark a screen reader can jump to. */
export function FormSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardContent className="pt-5 sm:pt-6">
        <section aria-labelledby={id} className="grid gap-4">
          <h2 id={id} className="text-lg font-semibold">
            {title}
          </h2>
          {children}
        </section>
      </CardContent>
    </Card>
  );
}
