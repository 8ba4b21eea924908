import type { DocumentField } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';

export const documentLabel = (field: DocumentField) => t(`admin.registration.document.${field}`);
