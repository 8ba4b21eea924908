import { ADMIN_PAGE_PATHS, type SessionUser } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { Link } from 'react-router';
import { BrandMark } from '@/components/layout/brand-mark';
import { UserMenu } from '@/features/admin-auth/components/user-menu';
import { AdminNav } from './admin-nav';

type AdminHeaderProps = { user: SessionUser; onSignOut: () => void; signingOut: boolean };

/** One row on wide screens; on phones the links move to a second row under the title. */
export function AdminHeader({ user, onSignOut, signingOut }: AdminHeaderProps) {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-6 px-4 sm:px-6 lg:px-8">
        <Link
          to={ADMIN_PAGE_PATHS.dashboard}
          className="inline-flex items-center gap-2.5 rounded-lg text-lg font-bold tracking-tight"
        >
          <BrandMark className="size-8" />
          {t('admin.title')}
        </Link>
        <AdminNav className="hidden md:block" role={user.role} />
        <div className="ml-auto">
          <UserMenu user={user} onSignOut={onSignOut} signingOut={signingOut} />
        </div>
      </div>
      <AdminNav
        className="overflow-x-auto border-t border-border px-2 py-2 md:hidden"
        role={user.role}
      />
    </header>
  );
}
