import { formatAdminDate, ORDER_STATUS_LABELS, type OrderStatus } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import type { CsvColumn } from '../../../lib/csv/csv-stream';
import type { OrderRow } from './order-views';

/** SPEC §9 order export columns, in order. */
export const ORDER_CSV_COLUMNS: readonly CsvColumn<OrderRow>[] = [
  { header: t('admin.orders.csv.orderId'), value: (row) => row.orderNumber },
  { header: t('admin.orders.csv.date'), value: (row) => formatAdminDate(row.createdAt) },
  { header: t('admin.orders.csv.name'), value: (row) => row.buyerName },
  { header: t('admin.orders.csv.phone'), value: (row) => row.phone },
  { header: t('admin.orders.csv.email'), value: (row) => row.email },
  { header: t('admin.orders.csv.referral'), value: (row) => row.referralCode },
  { header: t('admin.orders.csv.total'), value: (row) => row.total },
  { header: t('admin.orders.csv.method'), value: (row) => row.paymentMethod?.replaceAll('_', ' ') },
  {
    header: t('admin.orders.csv.status'),
    value: (row) => ORDER_STATUS_LABELS[row.status as OrderStatus] ?? row.status,
  },
];
