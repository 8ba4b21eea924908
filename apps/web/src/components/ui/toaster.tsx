import { createRoot } from 'react-dom/client';
import { toast, Toaster } from 'sonner';

/** Renders sonner's toaster in its own small root at the end of the body. */
export function mountToaster(): typeof toast {
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(
    <Toaster position="top-center" richColors closeButton toastOptions={{ duration: 5000 }} />,
  );
  return toast;
}
