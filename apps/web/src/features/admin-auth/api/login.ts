import { sessionResponseSchema, type LoginRequest } from '@toko/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sessionQueryOptions } from './get-session';

/** The server answers a sign-in with the signed-in user, the same shape as the session. */
function login(credentials: LoginRequest) {
  return apiRequest('/api/auth/login', {
    method: 'POST',
    body: credentials,
    parse: sessionResponseSchema.parse,
  });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (session) => queryClient.setQueryData(sessionQueryOptions().queryKey, session),
  });
}
