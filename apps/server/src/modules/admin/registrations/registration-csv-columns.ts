import {
  formatAdminDate,
  REGISTRATION_STATUS_LABELS,
  type RegistrationStatus,
} from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import type { CsvColumn } from '../../../lib/csv/csv-stream';
import type { RegistrationRow } from './admin-registrations-repository';

/** SPEC §9 registration export columns, in order. */
export const REGISTRATION_CSV_COLUMNS: readonly CsvColumn<RegistrationRow>[] = [
  { header: t('admin.registrations.csv.regId'), value: (row) => row.code },
  { header: t('admin.registrations.csv.date'), value: (row) => formatAdminDate(row.createdAt) },
  { header: t('admin.registrations.csv.name'), value: (row) => row.fullName || row.name },
  { header: t('admin.registrations.csv.phone'), value: (row) => row.phone },
  { header: t('admin.registrations.csv.email'), value: (row) => row.email },
  { header: t('admin.registrations.csv.province'), value: (row) => row.province },
  { header: t('admin.registrations.csv.city'), value: (row) => row.city },
  { header: t('admin.registrations.csv.district'), value: (row) => row.district },
  { header: t('admin.registrations.csv.village'), value: (row) => row.village },
  { header: t('admin.registrations.csv.postalCode'), value: (row) => row.postalCode },
  {
    header: t('admin.registrations.csv.status'),
    value: (row) => REGISTRATION_STATUS_LABELS[row.status as RegistrationStatus] ?? row.status,
  },
  { header: t('admin.registrations.csv.source'), value: (row) => row.source },
];
