import {
  AUDIT_ACTIONS,
  AUDIT_NO_STAFF,
  auditActionLabelKey,
  type StaffMember,
} from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { useState } from 'react';
import { Label } from '@/components/ui/label';
import { ListExportButtons } from '@/components/ui/list-export-buttons';
import { LoadMoreSection } from '@/components/ui/load-more-section';
import { ListDateRange } from '@/components/ui/list-date-range';
import { Select } from '@/components/ui/select';
import { usePageTitle } from '@/lib/use-page-title';
import { exportAuditLog, useAuditLog, type AuditLogFilter } from '../api/get-audit-log';
import { AuditLogTable } from './audit-log-table';

const NO_FILTER: AuditLogFilter = { staff: '', action: '', from: '', to: '' };

const EXPORT_TEXTS = {
  csv: t('admin.auditLog.export'),
  done: t('admin.auditLog.exported'),
  failed: t('admin.auditLog.exportFailed'),
};

/**
 * "Log Audit" (Pemilik only): who did what, newest first, filtered by staff, action and days.
 * `staff` fills the staff filter (the "Staf" page's list).
 */
export function AuditLogPage({ staff }: { staff: Pick<StaffMember, 'id' | 'email'>[] }) {
  usePageTitle(t('admin.auditLog.title'));
  const [filter, setFilter] = useState(NO_FILTER);
  const list = useAuditLog(filter);
  const events = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{t('admin.auditLog.title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('admin.auditLog.intro')}</p>
        </div>
        <ListExportButtons
          idPrefix="audit"
          rows={undefined}
          onExport={() => exportAuditLog(filter)}
          texts={EXPORT_TEXTS}
        />
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor="audit-staff">{t('admin.auditLog.filter.staff')}</Label>
          <Select
            id="audit-staff"
            value={filter.staff}
            onChange={(event) => setFilter({ ...filter, staff: event.target.value })}
          >
            <option value="">{t('admin.auditLog.filter.staffAll')}</option>
            <option value={AUDIT_NO_STAFF}>{t('admin.auditLog.filter.staffNone')}</option>
            {staff.map((member) => (
              <option key={member.id} value={member.id}>
                {member.email}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="audit-action">{t('admin.auditLog.filter.action')}</Label>
          <Select
            id="audit-action"
            value={filter.action}
            onChange={(event) => setFilter({ ...filter, action: event.target.value })}
          >
            <option value="">{t('admin.auditLog.filter.actionAll')}</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {t(auditActionLabelKey(action))}
              </option>
            ))}
          </Select>
        </div>
        <ListDateRange
          idPrefix="audit"
          from={filter.from}
          to={filter.to}
          onRange={(range) => setFilter({ ...filter, ...range })}
        />
      </div>
      <LoadMoreSection
        list={list}
        count={events.length}
        failedText={t('admin.auditLog.loadFailed')}
        emptyText={t('admin.auditLog.empty')}
        moreText={t('admin.auditLog.loadMore')}
      >
        <AuditLogTable events={events} />
      </LoadMoreSection>
    </div>
  );
}
