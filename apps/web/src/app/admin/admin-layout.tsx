import { ADMIN_PAGE_PATHS } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { Navigate, Outlet, useLocation } from 'react-router';
import { SkipLink } from '@/components/layout/skip-link';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/features/admin-auth/api/get-session';
import { useLogout } from '@/features/admin-auth/api/logout';
import { loginPathFor } from '@/features/admin-auth/lib/safe-next-path';
import { StaffRoleProvider } from '@/lib/staff-role';
import { AdminHeader } from './admin-header';

/** The admin shell: only a signed-in admin sees what is below it. */
export function AdminLayout() {
  const location = useLocation();
  const session = useSession();
  const logout = useLogout();

  if (session.isPending) {
    return (
      <div className="flex min-h-dvh items-center justify-center bg-muted">
        <Spinner label={t('common.loading')} className="text-muted-foreground" />
      </div>
    );
  }
  if (session.isError) {
    return (
      <div className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-muted px-4 text-center">
        <p role="alert">{t('admin.sessionFailed')}</p>
        <Button variant="outline" onClick={() => void session.refetch()}>
          {t('admin.retry')}
        </Button>
      </div>
    );
  }
  const user = session.data.user;
  if (!user?.isAdmin) {
    const target = logout.isSuccess
      ? ADMIN_PAGE_PATHS.login
      : loginPathFor(`${location.pathname}${location.search}`);
    return <Navigate to={target} replace />;
  }

  // ADMIN_REQUIRE_2FA: until enrolled, every admin page but this one answers 403.
  if (
    session.data.twoFactorSetupRequired &&
    location.pathname !== ADMIN_PAGE_PATHS.accountSecurity
  ) {
    return <Navigate to={ADMIN_PAGE_PATHS.accountSecurity} replace />;
  }

  return (
    <StaffRoleProvider role={user.role}>
      <div className="min-h-dvh bg-muted">
        <SkipLink />
        <AdminHeader user={user} onSignOut={() => logout.mutate()} signingOut={logout.isPending} />
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto max-w-7xl px-4 py-6 focus:outline-none sm:px-6 sm:py-8 lg:px-8"
        >
          <Outlet />
        </main>
      </div>
    </StaffRoleProvider>
  );
}
