import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

const MAX_RETRIES = 1;

/** A 4xx answer or an answer that breaks its contract will not change by asking again. */
function isWorthRetrying(error: unknown): boolean {
  if (!isApiError(error)) return true;
  if (error.code === 'invalid_response') return false;
  return !(error.status >= 400 && error.status < 500);
}

/**
 * One cache per app area. A request or a change answered `unauthenticated` (401) means the
 * session ended meanwhile: `onUnauthenticated` lets the caller send the user back to sign in.
 * (A wrong password is a 401 too, but with its own code.)
 */
export function createQueryClient({ onUnauthenticated }: { onUnauthenticated?: () => void } = {}) {
  const onError = (error: unknown) => {
    if (isApiError(error) && error.code === 'unauthenticated') onUnauthenticated?.();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => failureCount < MAX_RETRIES && isWorthRetrying(error),
      },
    },
  });
}
