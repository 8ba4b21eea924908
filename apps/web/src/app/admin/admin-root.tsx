import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { forgetAdminSession } from '@/features/admin-auth/lib/forget-admin-session';
import { createQueryClient } from '@/lib/query-client';

// One cache for the admin area. A 401 on any admin call means the session ended: the cache is
// emptied and the shell sends the admin to sign in again, then back to the same page.
const queryClient = createQueryClient({ onUnauthenticated: () => forgetAdminSession(queryClient) });

export function AdminRoot() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
