import { ADMIN_REPLACEMENT_MIME_TYPES, type DocumentField } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import type { FileRule } from '../../uploads/checks/upload-rules';
import { documentKeyPrefix } from '../../registrations/document-keys';

/** What an admin's replacement of one document may be, stored in that document's folder. */
export function replacementRule(registrationId: string, field: DocumentField): FileRule {
  return {
    types: ADMIN_REPLACEMENT_MIME_TYPES,
    keyPrefix: documentKeyPrefix(registrationId, field),
    requiredMessage: t('admin.registration.documents.required'),
    messages: {
      type: t('admin.registration.documents.type'),
      size: t('admin.registration.documents.size'),
    },
  };
}
