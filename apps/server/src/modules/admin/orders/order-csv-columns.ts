import { formatAdminDate, ORDER_STATUS_LABELS, type OrderStatus } from '@toko/contracts';
import type { CsvColumn } from '../../../lib/csv/csv-stream';
import type { OrderRow } from './order-views';

/** SPEC §9 order export columns, in order. */
export const ORDER_CSV_COLUMNS: readonly CsvColumn<OrderRow>[] = [
  { header: 'Order ID', value: (row) => row.orderNumber },
  { header: 'Tanggal', value: (row) => formatAdminDate(row.createdAt) },
  { header: 'Nama', value: (row) => row.buyerName },
  { header: 'Telepon', value: (row) => row.phone },
  { header: 'Email', value: (row) => row.email },
  { header: 'Kode Referral', value: (row) => row.referralCode },
  { header: 'Total', value: (row) => row.total },
  { header: 'Metode Bayar', value: (row) => row.paymentMethod?.replaceAll('_', ' ') },
  {
    header: 'Status',
    value: (row) => ORDER_STATUS_LABELS[row.status as OrderStatus] ?? row.status,
  },
];
