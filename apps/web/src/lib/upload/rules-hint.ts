import { MAX_UPLOAD_BYTES } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/upload';
import type { UploadRules } from './file-rules';
import { formatFileSize } from './format-file-size';

/** `JPG, JPEG, PNG, PDF, maksimal 10 MB`: what a picker accepts, in the words of its rules. */
export function rulesHint(rules: Pick<UploadRules, 'extensions' | 'maxBytes'>): string {
  const types = rules.extensions.map((extension) => extension.replace('.', '').toUpperCase());
  const size = formatFileSize(rules.maxBytes ?? MAX_UPLOAD_BYTES);
  return t('upload.picker.allowed', { types: types.join(', '), size });
}
