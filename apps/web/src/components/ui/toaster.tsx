import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { toast, Toaster } from 'sonner';
import { RequestCode, requestIdOf } from './request-code';

/** Renders sonner's toaster in its own small root at the end of the body. */
export function mountToaster(): typeof toast {
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(
    <Toaster position="top-center" richColors closeButton toastOptions={{ duration: 5000 }} />,
  );
  return toast;
}

/** A toast's description, with the "Kode: …" of the failure behind it when it has one. */
export function toastDescription(description: string | undefined, error: unknown): ReactNode {
  if (!requestIdOf(error)) return description;
  return (
    <>
      {description}
      <RequestCode error={error} className="mt-1 opacity-80" />
    </>
  );
}
