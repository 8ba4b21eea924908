import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

const MAX_RETRIES = 1;

/**
 * One cache per app area. A request answered 401 means the session ended meanwhile:
 * `onUnauthenticated` lets the caller send the user back to sign in.
 */
export function createQueryClient({ onUnauthenticated }: { onUnauthenticated?: () => void } = {}) {
  return new QueryClient({
    queryCache: new QueryCache({
      onError(error) {
        if (isApiError(error) && error.status === 401) onUnauthenticated?.();
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx answer will not change by asking again.
        retry: (failureCount, error) =>
          failureCount < MAX_RETRIES &&
          !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
    },
  });
}
