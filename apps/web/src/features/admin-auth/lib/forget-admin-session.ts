import { hashKey, type QueryClient } from '@tanstack/react-query';
import { sessionQueryOptions } from '../api/get-session';

/**
 * The session ended (signed out, or any call answered 401): every cached admin answer goes, so
 * the next person at this browser sees none of it, and the session reads signed out, which
 * sends the admin shell to the login page. The session entry itself stays (emptied) because
 * the shell is subscribed to it.
 */
export function forgetAdminSession(queryClient: QueryClient): void {
  const { queryKey } = sessionQueryOptions();
  const sessionHash = hashKey(queryKey);
  queryClient.removeQueries({ predicate: (query) => query.queryHash !== sessionHash });
  queryClient.setQueryData(queryKey, { user: null, twoFactorSetupRequired: false });
}
