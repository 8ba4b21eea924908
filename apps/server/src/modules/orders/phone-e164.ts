import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** `+6281234567890` for an Indonesian number written any usual way; null when it is no number. */
export function toE164(phone: string): string | null {
  const parsed = parsePhoneNumberFromString(phone, 'ID');
  return parsed?.isValid() ? parsed.number : null;
}
