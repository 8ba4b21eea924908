import { twoFactorLoginResponseSchema, type TwoFactorLoginRequest } from '@toko/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sessionQueryOptions } from './get-session';

/** The code step of a sign-in; the pending sign-in travels in its httpOnly cookie. */
function loginTwoFactor(request: TwoFactorLoginRequest) {
  return apiRequest('/api/auth/login/two-factor', {
    method: 'POST',
    body: request,
    parse: twoFactorLoginResponseSchema.parse,
  });
}

export function useLoginTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginTwoFactor,
    onSuccess: () => queryClient.invalidateQueries(sessionQueryOptions()),
  });
}
