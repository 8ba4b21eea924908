import {
  ADMIN_PAGE_PATHS,
  formatAdminDate,
  formatRegistrationLocation,
  type AdminRegistrationListItem,
} from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '@/components/ui/button-variants';
import { RegistrationStatusBadge } from './registration-status-badge';

export const registrationDetailPath = (id: string) =>
  ADMIN_PAGE_PATHS.registrationDetail.replace(':id', id);
const HEAD =
  'px-3 py-2 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase';
const CELL = 'px-3 py-3 align-top';

/** SPEC §2 columns; a row and its Detail button open the registration. */
export function RegistrationsTable({
  registrations,
}: {
  registrations: AdminRegistrationListItem[];
}) {
  const navigate = useNavigate();
  return (
    <div className="overflow-x-auto rounded-card border border-border bg-background">
      <table className="w-full min-w-[48rem] text-sm">
        <thead className="border-b border-border bg-muted/50">
          <tr>
            <th className={HEAD}>{t('admin.registrations.column.date')}</th>
            <th className={HEAD}>{t('admin.registrations.column.name')}</th>
            <th className={HEAD}>{t('admin.registrations.column.contact')}</th>
            <th className={HEAD}>{t('admin.registrations.column.location')}</th>
            <th className={HEAD}>{t('admin.registrations.column.source')}</th>
            <th className={HEAD}>{t('admin.registrations.column.status')}</th>
            <th className={HEAD}>{t('admin.registrations.column.action')}</th>
          </tr>
        </thead>
        <tbody>
          {registrations.map((registration) => (
            <tr
              key={registration.id}
              onClick={() => navigate(registrationDetailPath(registration.id))}
              className="cursor-pointer border-b border-border last:border-b-0 hover:bg-muted/40"
            >
              <td className={`${CELL} whitespace-nowrap`}>
                {formatAdminDate(registration.createdAt)}
              </td>
              <td className={CELL}>
                <p className="font-medium">{registration.fullName || registration.name}</p>
                <p className="font-mono text-xs text-muted-foreground">{registration.code}</p>
              </td>
              <td className={CELL}>
                <p>{registration.phone}</p>
                <p className="break-all text-muted-foreground">{registration.email}</p>
              </td>
              <td className={`${CELL} max-w-64`}>{formatRegistrationLocation(registration)}</td>
              <td className={CELL}>{registration.source ?? '-'}</td>
              <td className={CELL}>
                <RegistrationStatusBadge status={registration.status} />
              </td>
              <td className={CELL}>
                <Link
                  to={registrationDetailPath(registration.id)}
                  onClick={(event) => event.stopPropagation()}
                  className={buttonClass({ variant: 'outline', size: 'sm' })}
                >
                  {t('admin.registrations.detail')}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
