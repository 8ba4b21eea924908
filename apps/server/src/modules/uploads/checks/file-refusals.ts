import { errorMessages, MAX_IMAGE_PIXELS } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/upload';
import { AppError } from '../../../http/app-error';
import type { ImageRefusal } from './image-pixel-check';
import type { FileRule } from './upload-rules';

/** Enough bytes for `file-type` to recognise JPEG, PNG, WEBP and PDF. */
export const SNIFF_BYTES = 4100;

/**
 * A control character (U+0000 above all) in a file name is no mistake a person makes: it aims at
 * code that cuts the name there (`x.php\0.jpg`). Refused rather than quietly cleaned.
 */
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F]/;

/** The refusal of a file name with a control character in it, or `undefined`. */
export function refuseFileName(field: string, fileName: string): AppError | undefined {
  if (!CONTROL_CHARACTER.test(fileName)) return undefined;
  const message = t('upload.fileName.invalid');
  return new AppError('validation_failed', { message, fields: { [field]: message } });
}

/** What a field's rule refuses, with the answer's code: a type, or a size. */
const RULE_REFUSALS = { type: 'unsupported_file_type', size: 'payload_too_large' } as const;

/** A refusal by the field's rule, with the field's own message, else the code's. */
function refuseByRule(kind: keyof typeof RULE_REFUSALS, field: string, rule: FileRule): AppError {
  const code = RULE_REFUSALS[kind];
  const message = rule.messages?.[kind] ?? errorMessages[code];
  return new AppError(code, { message, fields: { [field]: message } });
}

/** A type the field does not take, judged by the bytes (an empty file has none). */
export const refuseType = (field: string, rule: FileRule) => refuseByRule('type', field, rule);

export const refuseSize = (field: string, rule: FileRule) => refuseByRule('size', field, rule);

export function refuseImage(field: string, rule: FileRule, refusal: ImageRefusal): AppError {
  if (refusal === 'unreadable') return refuseType(field, rule);
  const message = t('upload.image.tooManyPixels', { megapixels: MAX_IMAGE_PIXELS / 1_000_000 });
  return new AppError('payload_too_large', { message, fields: { [field]: message } });
}
