import { PROTECTED_FIELD_COLUMNS, type ProtectedField } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';

/** A protected field's name as the detail labels it ("NIK", "Nomor Rekening", …). */
export const protectedFieldLabel = (field: ProtectedField): string =>
  t(`admin.registration.field.${PROTECTED_FIELD_COLUMNS[field]}`);
