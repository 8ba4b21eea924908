import { sessionResponseSchema, type SessionResponse } from '@toko/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, isApiError } from '@/lib/api-client';

async function getSession(signal: AbortSignal): Promise<SessionResponse> {
  try {
    return await apiRequest('/api/auth/session', { signal, parse: sessionResponseSchema.parse });
  } catch (error) {
    if (isApiError(error) && error.status === 401)
      return { user: null, twoFactorSetupRequired: false };
    throw error;
  }
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'session'],
    queryFn: ({ signal }) => getSession(signal),
  });

export function useSession() {
  return useQuery(sessionQueryOptions());
}
