import { z } from 'zod';
import { listQuerySchema, listResponseSchema } from './lists';
import { adminRegistrationMessages as messages } from './messages/admin-registrations';
import { FULL_NAME_MAX, REGISTRATION_TEXT_MAX } from './limits';
import { isIndonesianPhone } from './phone';
import { EMAIL_PATTERN } from './registration-step1';
import { documentFieldSchema } from './documents';
import { documentVersionSchema, openCorrectionSchema } from './registration-correction';
import {
  accountTypeSchema,
  registrationStatusSchema,
  settableRegistrationStatusSchema,
} from './statuses';
import { refuseControlCharacters } from './text-input';
import { PROTECTED_FIELDS } from './personal-data-mask';

export const REGISTRATION_LIST_SORTS = ['date', 'name'] as const;
export const adminRegistrationListQuerySchema = listQuerySchema(
  registrationStatusSchema,
  REGISTRATION_LIST_SORTS,
);

export const adminRegistrationListItemSchema = z.object({
  id: z.string(),
  code: z.string(),
  createdAt: z.string(),
  name: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  village: z.string(),
  postalCode: z.string(),
  source: z.string().nullable(),
  status: registrationStatusSchema,
  /** The row's version: a bulk change sends it back and skips the row if it changed since. */
  updatedAt: z.string(),
});
export type AdminRegistrationListItem = z.infer<typeof adminRegistrationListItemSchema>;

export const adminRegistrationListSchema = listResponseSchema(adminRegistrationListItemSchema);
export type AdminRegistrationList = z.infer<typeof adminRegistrationListSchema>;

/**
 * The lists' location: region names joined by commas, postal code in brackets
 * (docs/product.md, "Admin lists").
 */
export function formatRegistrationLocation(
  row: Pick<AdminRegistrationListItem, 'province' | 'city' | 'district' | 'village' | 'postalCode'>,
): string {
  const place = [row.province, row.city, row.district, row.village]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
  const postal = row.postalCode.trim();
  return [place, postal ? `(${postal})` : ''].filter(Boolean).join(' ');
}

/** One stored document: the name of its file and the type its bytes showed. */
export const registrationDocumentSchema = z.object({
  fileName: z.string(),
  contentType: z.string(),
});
export type RegistrationDocument = z.infer<typeof registrationDocumentSchema>;

/** A `registration_audits` row: field name → old and new value. */
export const registrationAuditSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  adminEmail: z.string().nullable(),
  changes: z.record(z.string(), z.object({ old: z.unknown(), new: z.unknown() })),
});
export type RegistrationAudit = z.infer<typeof registrationAuditSchema>;

export const adminRegistrationDetailSchema = adminRegistrationListItemSchema.extend({
  phoneAlt: z.string().nullable(),
  phoneE164: z.string().nullable(),
  phoneAltE164: z.string().nullable(),
  address: z.string(),
  addressFull: z.string().nullable(),
  country: z.string(),
  idNumber: z.string().nullable(),
  accountType: z.string(),
  bankName: z.string().nullable(),
  bankHolder: z.string().nullable(),
  bankAccount: z.string().nullable(),
  storeName: z.string().nullable(),
  storeAddressStruk: z.string().nullable(),
  keeperName: z.string().nullable(),
  keeperPhone: z.string().nullable(),
  orderState: z.string(),
  gmapAddress: z.string().nullable(),
  gmapLat: z.number().nullable(),
  gmapLng: z.number().nullable(),
  notes: z.string().nullable(),
  documents: z.record(documentFieldSchema, registrationDocumentSchema.nullable()),
  /** Newest first. */
  audits: z.array(registrationAuditSchema),
  /** The request whose link still works ("Perlu Perbaikan"), or null. */
  correction: openCorrectionSchema.nullable(),
  /** Files that corrections replaced, newest first, kept until the retention purge. */
  documentVersions: z.array(documentVersionSchema),
});
export type AdminRegistrationDetail = z.infer<typeof adminRegistrationDetailSchema>;

/**
 * The fields an admin may edit, named by their database columns (also the audit rows'
 * keys), each with the detail's (and the database model's) property name.
 */
export const REGISTRATION_EDIT_FIELDS = {
  full_name: 'fullName',
  name: 'name',
  email: 'email',
  phone: 'phone',
  phone_alt: 'phoneAlt',
  id_number: 'idNumber',
  account_type: 'accountType',
  address: 'address',
  address_full: 'addressFull',
  province: 'province',
  city: 'city',
  district: 'district',
  village: 'village',
  postal_code: 'postalCode',
  store_name: 'storeName',
  store_address_struk: 'storeAddressStruk',
  keeper_name: 'keeperName',
  keeper_phone: 'keeperPhone',
  order_state: 'orderState',
  notes: 'notes',
  bank_name: 'bankName',
  bank_account: 'bankAccount',
  bank_holder: 'bankHolder',
} as const satisfies Record<string, keyof AdminRegistrationDetail>;
export type RegistrationEditField = keyof typeof REGISTRATION_EDIT_FIELDS;
export const REGISTRATION_EDIT_FIELD_NAMES = Object.keys(
  REGISTRATION_EDIT_FIELDS,
) as RegistrationEditField[];

/** Optional fields an admin may empty: stored as null (the others are stored as ''). */
export const NULLABLE_EDIT_FIELDS: ReadonlySet<RegistrationEditField> = new Set([
  'phone_alt',
  'id_number',
  'address_full',
  'store_name',
  'store_address_struk',
  'keeper_name',
  'keeper_phone',
  'notes',
  'bank_name',
  'bank_account',
  'bank_holder',
]);

const tooLong = messages['admin.registration.form.tooLong'];
const text = (max: number) => z.string().trim().max(max, tooLong);

/**
 * The edit form (docs/product.md, "Registration detail"): name, email (format) and phone required,
 * the rest optional. A field left out is not changed; the browser sends only the fields that
 * changed. The order state is only text here: the server checks it with `orderStateSchema` in the
 * edit's transaction and answers `invalid_order_state`, not a field's `validation_failed`.
 */
export const adminRegistrationEditSchema = z.object({
  full_name: text(FULL_NAME_MAX).optional(),
  name: text(FULL_NAME_MAX).min(1, messages['admin.registration.form.nameRequired']).optional(),
  email: text(REGISTRATION_TEXT_MAX.email)
    .toLowerCase()
    .min(1, messages['admin.registration.form.emailRequired'])
    .regex(EMAIL_PATTERN, messages['admin.registration.form.emailInvalid'])
    .optional(),
  phone: text(REGISTRATION_TEXT_MAX.phone)
    .min(1, messages['admin.registration.form.phoneRequired'])
    .refine(isIndonesianPhone, messages['admin.registration.form.phoneInvalid'])
    .optional(),
  phone_alt: text(REGISTRATION_TEXT_MAX.phone)
    .refine(
      (value) => value === '' || isIndonesianPhone(value),
      messages['admin.registration.form.phoneAltInvalid'],
    )
    .optional(),
  id_number: text(REGISTRATION_TEXT_MAX.idNumber).optional(),
  account_type: accountTypeSchema.optional(),
  address: text(REGISTRATION_TEXT_MAX.address).optional(),
  address_full: text(REGISTRATION_TEXT_MAX.address).optional(),
  province: text(REGISTRATION_TEXT_MAX.regionName).optional(),
  city: text(REGISTRATION_TEXT_MAX.regionName).optional(),
  district: text(REGISTRATION_TEXT_MAX.regionName).optional(),
  village: text(REGISTRATION_TEXT_MAX.regionName).optional(),
  postal_code: text(REGISTRATION_TEXT_MAX.postalCode).optional(),
  store_name: text(REGISTRATION_TEXT_MAX.storeName).optional(),
  store_address_struk: text(REGISTRATION_TEXT_MAX.storeAddress).optional(),
  keeper_name: text(REGISTRATION_TEXT_MAX.storeKeeper).optional(),
  keeper_phone: text(REGISTRATION_TEXT_MAX.storeKeeperPhone).optional(),
  order_state: text(20).optional(),
  notes: text(REGISTRATION_TEXT_MAX.notes).optional(),
  bank_name: text(REGISTRATION_TEXT_MAX.bankName).optional(),
  bank_account: text(REGISTRATION_TEXT_MAX.bankAccount).optional(),
  bank_holder: text(REGISTRATION_TEXT_MAX.bankHolder).optional(),
});
export type AdminRegistrationEdit = z.infer<typeof adminRegistrationEditSchema>;
export type AdminRegistrationEditInput = z.input<typeof adminRegistrationEditSchema>;

/** `PATCH /api/admin/registrations/:id`: a status change (saved at once) and/or changed fields. */
export const adminRegistrationPatchSchema = adminRegistrationEditSchema
  .extend({ status: settableRegistrationStatusSchema.optional() })
  .superRefine(
    refuseControlCharacters(['address', 'address_full', 'store_address_struk', 'notes']),
  );
export type AdminRegistrationPatch = z.input<typeof adminRegistrationPatchSchema>;

/** "Tampilkan": one protected field of a registration, whole (each reveal audited). */
export const personalDataRevealRequestSchema = z.object({ field: z.enum(PROTECTED_FIELDS) });
export type PersonalDataRevealRequest = z.infer<typeof personalDataRevealRequestSchema>;

export const personalDataRevealSchema = z.object({ value: z.string().nullable() });
export type PersonalDataReveal = z.infer<typeof personalDataRevealSchema>;
