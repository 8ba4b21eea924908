import { REGISTRATION_STATUS_LABELS } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { registrations } from '../../../db/schema';
import { exportColumns, type ExportColumnSource } from '../../../lib/export-column';

type Key = Extract<ExportColumnSource<typeof registrations>, { type: 'text' }>['key'];

const text = (
  key: Parameters<typeof t>[0],
  width: number,
  field: Key,
  more: { orElse?: Key; labels?: Readonly<Record<string, string>> } = {},
): ExportColumnSource<typeof registrations> => ({
  header: t(key),
  width,
  type: 'text',
  key: field,
  ...more,
});

/**
 * The registration export's columns, in order, for the CSV and the XLSX
 * (docs/product.md, "Exports").
 */
export const REGISTRATION_EXPORT_COLUMNS = exportColumns(registrations, [
  text('admin.registrations.csv.regId', 22, 'code'),
  { header: t('admin.registrations.csv.date'), width: 17, type: 'dateTime', key: 'createdAt' },
  text('admin.registrations.csv.name', 28, 'fullName', { orElse: 'name' }),
  text('admin.registrations.csv.phone', 17, 'phone'),
  text('admin.registrations.csv.email', 32, 'email'),
  text('admin.registrations.csv.province', 24, 'province'),
  text('admin.registrations.csv.city', 24, 'city'),
  text('admin.registrations.csv.district', 22, 'district'),
  text('admin.registrations.csv.village', 24, 'village'),
  text('admin.registrations.csv.postalCode', 10, 'postalCode'),
  text('admin.registrations.csv.status', 20, 'status', { labels: REGISTRATION_STATUS_LABELS }),
  text('admin.registrations.csv.source', 24, 'source'),
]);
