import {
  twoFactorRecoveryCodesSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
  type TwoFactorDisableRequest,
  type TwoFactorEnableRequest,
} from '@toko/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sessionQueryOptions } from './get-session';

const statusOptions = () =>
  queryOptions({
    queryKey: ['auth', 'two-factor'],
    queryFn: ({ signal }) =>
      apiRequest('/api/auth/two-factor', { signal, parse: twoFactorStatusSchema.parse }),
  });

export function useTwoFactorStatus() {
  return useQuery(statusOptions());
}

export function useBeginTwoFactorSetup() {
  return useMutation({
    mutationFn: () =>
      apiRequest('/api/auth/two-factor/setup', {
        method: 'POST',
        body: {},
        parse: twoFactorSetupSchema.parse,
      }),
  });
}

/** On or off changes what the session says (and whether the admin pages open). */
export function useRefreshTwoFactor() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries(statusOptions()),
      queryClient.invalidateQueries(sessionQueryOptions()),
    ]);
}

/** Refreshes nothing by itself: the page shows the recovery codes first (`useRefreshTwoFactor`). */
export function useEnableTwoFactor() {
  return useMutation({
    mutationFn: (request: TwoFactorEnableRequest) =>
      apiRequest('/api/auth/two-factor/enable', {
        method: 'POST',
        body: request,
        parse: twoFactorRecoveryCodesSchema.parse,
      }),
  });
}

export function useDisableTwoFactor() {
  const refresh = useRefreshTwoFactor();
  return useMutation({
    mutationFn: (request: TwoFactorDisableRequest) =>
      apiRequest('/api/auth/two-factor/disable', {
        method: 'POST',
        body: request,
        parse: twoFactorStatusSchema.parse,
      }),
    onSuccess: () => refresh(),
  });
}
