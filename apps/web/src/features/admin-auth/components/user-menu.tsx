import { ADMIN_PAGE_PATHS, type SessionUser } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { LogOut, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

type UserMenuProps = { user: SessionUser; onSignOut: () => void; signingOut: boolean };

/** The avatar menu of the admin header: label, the admin's email and 'Keluar'. */
export function UserMenu({ user, onSignOut, signingOut }: UserMenuProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={t('admin.avatar.menuLabel')}
        className="flex size-10 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground uppercase transition-colors hover:bg-brand-700 data-[state=open]:ring-2 data-[state=open]:ring-brand-300"
      >
        {user.email.charAt(0)}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-w-[calc(100vw-2rem)]">
        <DropdownMenuLabel>
          <span className="block text-sm font-semibold">{t('admin.avatar.label')}</span>
          <span className="block truncate text-xs font-normal text-muted-foreground">
            {user.email}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={ADMIN_PAGE_PATHS.accountSecurity}>
            <ShieldCheck aria-hidden="true" className="size-4" />
            {t('auth.twoFactor.menu')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem
          disabled={signingOut}
          onSelect={onSignOut}
          className="text-destructive data-highlighted:bg-destructive/10"
        >
          <LogOut aria-hidden="true" className="size-4" />
          {t('auth.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
