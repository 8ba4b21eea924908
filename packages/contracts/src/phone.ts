/** Characters people type between digits; removed before checking (docs/product.md, "Phones"). */
// Spaces (a pasted no-break space too), not any white space: a line break is not a separator.
const PHONE_SEPARATORS = /[ \u00A0._/-]/g;
const LOCAL_PHONE = /^0\d{9,14}$/;
const INTERNATIONAL_PHONE = /^\+62\d{8,13}$/;

export function stripPhoneSeparators(phone: string): string {
  return phone.replace(PHONE_SEPARATORS, '');
}

/** `0` and 9–14 digits, or `+62` and 8–13 digits, after separators go. */
export function isIndonesianPhone(phone: string): boolean {
  // Separators sit between digits: '-0812…' is not a number someone can be called on.
  if (!/^[0+]/.test(phone.trim())) return false;
  const compact = stripPhoneSeparators(phone.trim());
  return LOCAL_PHONE.test(compact) || INTERNATIONAL_PHONE.test(compact);
}

/** The E.164 form stored beside the typed number (`phone_e164`); null when it is not valid. */
export function toIndonesianE164(phone: string): string | null {
  if (!isIndonesianPhone(phone)) return null;
  const compact = stripPhoneSeparators(phone);
  return compact.startsWith('+') ? compact : `+62${compact.slice(1)}`;
}

export function digitsOnly(value: string, maxLength = Infinity): string {
  return value.replace(/\D/g, '').slice(0, maxLength);
}
