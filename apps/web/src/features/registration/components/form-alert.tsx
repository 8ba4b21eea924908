import { AlertCircle } from 'lucide-react';
import { RequestCode } from '@/components/ui/request-code';

/** The first broken rule, at the top of the step (the page scrolls here on a failed submit). */
export function FormAlert({ message, error }: { message: string | undefined; error?: unknown }) {
  return (
    <div role="alert" aria-live="assertive" className="empty:hidden">
      {message ? (
        <p className="flex items-start gap-2 rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm text-destructive">
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {message}
            <RequestCode error={error} className="mt-1 text-destructive/80" />
          </span>
        </p>
      ) : null}
    </div>
  );
}
