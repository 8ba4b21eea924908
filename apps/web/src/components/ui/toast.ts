import type { toast as sonnerToast } from 'sonner';

type ToastOptions = { description?: string };
type Toaster = typeof sonnerToast;

let loading: Promise<Toaster> | undefined;

/** Loads sonner and mounts its toaster on first use, so pages that never toast never load it. */
function loadToaster(): Promise<Toaster> {
  loading ??= import('./toaster').then((module) => module.mountToaster());
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/**
 * A toast's title is its id: the same news again (a second sign-in while the first one's toast
 * still shows) replaces that toast instead of stacking a copy under it.
 */
function show(kind: 'success' | 'error' | 'message', title: string, options?: ToastOptions) {
  const shown = { ...options, id: title };
  loadToaster().then(
    (toaster) => (kind === 'message' ? toaster(title, shown) : toaster[kind](title, shown)),
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
    onError: (error: Error) => toast.error(failure, { description: error.message }),
  };
}
