import { formatCount } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';

/** The admin lists' pagination texts: 'Halaman 2 dari 7.942', Sebelumnya, Selanjutnya. */
export function adminPaginationLabels(page: number, pageCount: number) {
  return {
    nav: t('admin.list.pagination'),
    status: t('admin.list.page', { page: formatCount(page), pageCount: formatCount(pageCount) }),
    previous: t('admin.list.previous'),
    next: t('admin.list.next'),
  };
}
