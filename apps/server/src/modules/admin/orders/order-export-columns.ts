import { ORDER_STATUS_LABELS } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { orders } from '../../../db/schema';
import { exportColumns } from '../../../lib/export-column';

/** The order export's columns, in order, for the CSV and the XLSX (docs/product.md, "Exports"). */
export const ORDER_EXPORT_COLUMNS = exportColumns(orders, [
  { header: t('admin.orders.csv.orderId'), width: 22, type: 'text', key: 'orderNumber' },
  { header: t('admin.orders.csv.date'), width: 17, type: 'dateTime', key: 'createdAt' },
  { header: t('admin.orders.csv.name'), width: 28, type: 'text', key: 'buyerName' },
  { header: t('admin.orders.csv.phone'), width: 17, type: 'text', key: 'phone' },
  { header: t('admin.orders.csv.email'), width: 32, type: 'text', key: 'email' },
  { header: t('admin.orders.csv.referral'), width: 16, type: 'text', key: 'referralCode' },
  { header: t('admin.orders.csv.total'), width: 16, type: 'rupiah', key: 'total' },
  {
    header: t('admin.orders.csv.method'),
    width: 16,
    type: 'text',
    key: 'paymentMethod',
    underscoresAsSpaces: true,
  },
  {
    header: t('admin.orders.csv.status'),
    width: 22,
    type: 'text',
    key: 'status',
    labels: ORDER_STATUS_LABELS,
  },
]);
