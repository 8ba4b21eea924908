import { loginResponseSchema, type LoginRequest } from '@toko/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sessionQueryOptions } from './get-session';

/** Signed in (`user`), or the password was right and a two-factor code is asked for next. */
function login(credentials: LoginRequest) {
  return apiRequest('/api/auth/login', {
    method: 'POST',
    body: credentials,
    parse: loginResponseSchema.parse,
  });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    // The session is read again (not copied from the answer): it says whether enrolment is due.
    onSuccess: (answer) =>
      'user' in answer ? queryClient.invalidateQueries(sessionQueryOptions()) : undefined,
  });
}
