import { REGISTRATION_STATUS_LABELS, type RegistrationStatus } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import type { ExportColumn } from '../../../lib/export-column';
import type { RegistrationRow } from './admin-registrations-repository';

const text = (
  key: Parameters<typeof t>[0],
  width: number,
  value: (row: RegistrationRow) => string | null | undefined,
): ExportColumn<RegistrationRow> => ({ header: t(key), width, type: 'text', value });

/**
 * The registration export's columns, in order, for the CSV and the XLSX
 * (docs/product.md, "Exports").
 */
export const REGISTRATION_EXPORT_COLUMNS: readonly ExportColumn<RegistrationRow>[] = [
  text('admin.registrations.csv.regId', 22, (row) => row.code),
  {
    header: t('admin.registrations.csv.date'),
    width: 17,
    type: 'dateTime',
    value: (row) => row.createdAt,
  },
  text('admin.registrations.csv.name', 28, (row) => row.fullName || row.name),
  text('admin.registrations.csv.phone', 17, (row) => row.phone),
  text('admin.registrations.csv.email', 32, (row) => row.email),
  text('admin.registrations.csv.province', 24, (row) => row.province),
  text('admin.registrations.csv.city', 24, (row) => row.city),
  text('admin.registrations.csv.district', 22, (row) => row.district),
  text('admin.registrations.csv.village', 24, (row) => row.village),
  text('admin.registrations.csv.postalCode', 10, (row) => row.postalCode),
  text(
    'admin.registrations.csv.status',
    20,
    (row) => REGISTRATION_STATUS_LABELS[row.status as RegistrationStatus] ?? row.status,
  ),
  text('admin.registrations.csv.source', 24, (row) => row.source),
];
