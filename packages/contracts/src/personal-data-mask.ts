import { NIK_LENGTH } from './limits';

/**
 * A registration's personal data behind a door (docs/security.md, "Personal data masking"):
 * the NIK, the bank account number and the street address are shown masked to every staff
 * member, whole only to one whose role has `personalData.reveal`, one audited reveal at a time.
 */
export const PROTECTED_FIELDS = ['idNumber', 'bankAccount', 'address', 'addressFull'] as const;
export type ProtectedField = (typeof PROTECTED_FIELDS)[number];

/**
 * The same fields as the edit form, the edit history and Aktivitas name them (their database
 * columns, also the keys of their labels `admin.registration.field.<column>`).
 */
export const PROTECTED_FIELD_COLUMNS = {
  idNumber: 'id_number',
  bankAccount: 'bank_account',
  address: 'address',
  addressFull: 'address_full',
} as const satisfies Record<ProtectedField, string>;

const FIELD_OF_COLUMN: ReadonlyMap<string, ProtectedField> = new Map(
  PROTECTED_FIELDS.map((field) => [PROTECTED_FIELD_COLUMNS[field], field]),
);

const MASK_CHARACTER = '*';

/**
 * A protected field's edit that still holds the mask's sign: the form started from the masked
 * value and the admin changed only part of it. Refused, so a mask is never saved as the value.
 */
export const holdsMask = (value: string): boolean => value.includes(MASK_CHARACTER);
const NIK_KEPT_AT_EACH_END = 4;
const BANK_ACCOUNT_KEPT_AT_END = 4;
/** A bank account is masked with a fixed run, so its length is not shown. */
const BANK_ACCOUNT_MASK = MASK_CHARACTER.repeat(4);
/** A street line is masked whole with a fixed run: its words identify a house. */
export const ADDRESS_MASK = MASK_CHARACTER.repeat(4);

/**
 * `3201********0001`: the first and last four characters of a NIK of full length, the rest
 * starred. Anything shorter (a bad value an edit left) is starred whole: keeping eight
 * characters of a short value would show most of it. Every character counts, separators too.
 */
export function maskNik(value: string): string {
  const nik = value.trim();
  if (nik.length < NIK_LENGTH) return MASK_CHARACTER.repeat(nik.length);
  return (
    nik.slice(0, NIK_KEPT_AT_EACH_END) +
    MASK_CHARACTER.repeat(nik.length - 2 * NIK_KEPT_AT_EACH_END) +
    nik.slice(-NIK_KEPT_AT_EACH_END)
  );
}

/**
 * `****6789`: the last four characters, when at least as many stay hidden; a shorter number is
 * only `****`. Empty stays empty (nothing to hide).
 */
export function maskBankAccount(value: string): string {
  const account = value.trim();
  if (account === '') return '';
  if (account.length < 2 * BANK_ACCOUNT_KEPT_AT_END) return BANK_ACCOUNT_MASK;
  return BANK_ACCOUNT_MASK + account.slice(-BANK_ACCOUNT_KEPT_AT_END);
}

/**
 * The street line (and the free full address) are hidden whole; the region names stay in their
 * own fields (province, city, district, village, postal code), which are enough to sort and
 * route a registration without pointing at a house.
 */
export function maskAddress(value: string): string {
  return value.trim() === '' ? '' : ADDRESS_MASK;
}

const MASKS: Record<ProtectedField, (value: string) => string> = {
  idNumber: maskNik,
  bankAccount: maskBankAccount,
  address: maskAddress,
  addressFull: maskAddress,
};

/** One protected field's masked form; null (not given) stays null. */
export function maskProtectedValue<T extends string | null>(field: ProtectedField, value: T): T {
  return (value === null ? null : MASKS[field](value)) as T;
}

/** An audit value (old or new) of a protected field, masked; anything not text is kept. */
function maskAuditValue(field: ProtectedField, value: unknown): unknown {
  return typeof value === 'string' ? MASKS[field](value) : value;
}

/** A detail with its protected fields masked (the NIK and bank account may be absent: null). */
export function maskRegistrationDetail<T extends { [field in ProtectedField]: string | null }>(
  detail: T,
): T {
  const masked: Record<ProtectedField, string | null> = { ...detail };
  for (const field of PROTECTED_FIELDS) masked[field] = maskProtectedValue(field, detail[field]);
  return masked as T;
}

/**
 * An edit's `{ field: { old, new } }` with the protected fields' values masked: Aktivitas and
 * the detail's history show an edit of a NIK without the NIK.
 */
export function maskAuditChanges<T extends Record<string, { old: unknown; new: unknown }>>(
  changes: T,
): T {
  const masked: Record<string, { old: unknown; new: unknown }> = { ...changes };
  for (const [key, change] of Object.entries(changes)) {
    const field = FIELD_OF_COLUMN.get(key);
    if (!field) continue;
    masked[key] = {
      old: maskAuditValue(field, change.old),
      new: maskAuditValue(field, change.new),
    };
  }
  return masked as T;
}
