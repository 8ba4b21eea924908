import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { sessionQueryOptions } from '@/features/admin-auth/api/get-session';
import { createQueryClient } from '@/lib/query-client';

// One cache for the admin area. A 401 on any admin call means the session ended:
// the shell then sends the admin to sign in again.
const queryClient = createQueryClient({
  onUnauthenticated: () => queryClient.setQueryData(sessionQueryOptions().queryKey, { user: null }),
});

export function AdminRoot() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
