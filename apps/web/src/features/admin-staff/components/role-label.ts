import { STAFF_ROLE_LABEL_KEYS, type StaffRole } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';

export const roleLabel = (role: StaffRole | null) =>
  role ? t(STAFF_ROLE_LABEL_KEYS[role]) : t('admin.staff.role.none');
