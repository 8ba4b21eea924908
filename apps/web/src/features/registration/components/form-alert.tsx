import { AlertCircle } from 'lucide-react';

/** The first broken rule, at the top of the step (the page scrolls here on a failed submit). */
export function FormAlert({ message }: { message: string | undefined }) {
  return (
    <div role="alert" aria-live="assertive" className="empty:hidden">
      {message ? (
        <p className="flex items-start gap-2 rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm text-destructive">
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {message}
        </p>
      ) : null}
    </div>
  );
}
