import { AuditLogPage } from '@/features/admin-audit-log/components/audit-log-page';
import { useStaff } from '@/features/admin-staff/api/staff';

/** "Log Audit", its staff filter filled from the "Staf" page's list. */
export function AuditLogRoute() {
  const staff = useStaff();
  return <AuditLogPage staff={staff.data?.items ?? []} />;
}
