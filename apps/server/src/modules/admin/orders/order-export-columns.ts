import { ORDER_STATUS_LABELS, type OrderStatus } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import type { ExportColumn } from '../../../lib/export-column';
import type { OrderRow } from './order-views';

/** The order export's columns, in order, for the CSV and the XLSX (docs/product.md, "Exports"). */
export const ORDER_EXPORT_COLUMNS: readonly ExportColumn<OrderRow>[] = [
  {
    header: t('admin.orders.csv.orderId'),
    width: 22,
    type: 'text',
    value: (row) => row.orderNumber,
  },
  {
    header: t('admin.orders.csv.date'),
    width: 17,
    type: 'dateTime',
    value: (row) => row.createdAt,
  },
  { header: t('admin.orders.csv.name'), width: 28, type: 'text', value: (row) => row.buyerName },
  { header: t('admin.orders.csv.phone'), width: 17, type: 'text', value: (row) => row.phone },
  { header: t('admin.orders.csv.email'), width: 32, type: 'text', value: (row) => row.email },
  {
    header: t('admin.orders.csv.referral'),
    width: 16,
    type: 'text',
    value: (row) => row.referralCode,
  },
  { header: t('admin.orders.csv.total'), width: 16, type: 'rupiah', value: (row) => row.total },
  {
    header: t('admin.orders.csv.method'),
    width: 16,
    type: 'text',
    value: (row) => row.paymentMethod?.replaceAll('_', ' '),
  },
  {
    header: t('admin.orders.csv.status'),
    width: 22,
    type: 'text',
    value: (row) => ORDER_STATUS_LABELS[row.status as OrderStatus] ?? row.status,
  },
];
