import type { toast as sonnerToast } from 'sonner';
import type { toastDescription } from './toaster';

type ToastOptions = {
  description?: string;
  /** The failure an error toast tells of: its request id is shown as "Kode: …". */
  error?: unknown;
};
type Shown = { toast: typeof sonnerToast; describe: typeof toastDescription };

let loading: Promise<Shown> | undefined;

/** Loads sonner and mounts its toaster on first use, so pages that never toast never load it. */
function loadToaster(): Promise<Shown> {
  loading ??= import('./toaster').then((module) => ({
    toast: module.mountToaster(),
    describe: module.toastDescription,
  }));
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/**
 * A toast's title is its id: the same news again (a second sign-in while the first one's toast
 * still shows) replaces that toast instead of stacking a copy under it.
 */
function show(kind: 'success' | 'error' | 'message', title: string, options: ToastOptions = {}) {
  loadToaster().then(
    ({ toast, describe }) => {
      const shown = { id: title, description: describe(options.description, options.error) };
      return kind === 'message' ? toast(title, shown) : toast[kind](title, shown);
    },
    (error: unknown) => console.warn('toast unavailable', error),
  );
}

export const toast = {
  success: (title: string, options?: ToastOptions) => show('success', title, options),
  error: (title: string, options?: ToastOptions) => show('error', title, options),
  message: (title: string, options?: ToastOptions) => show('message', title, options),
};

/** A mutation's `onSuccess` and `onError` that say how it went (a failure with its reason). */
export function toastOutcome(success: string, failure: string) {
  return {
    onSuccess: () => toast.success(success),
    onError: (error: Error) => toast.error(failure, { description: error.message, error }),
  };
}
