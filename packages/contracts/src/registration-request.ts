import { z } from 'zod';
import { FULL_NAME_MAX, REGISTRATION_TEXT_MAX } from './limits';
import { registrationMessages } from './messages/registration';
import { orderStateSchema } from './statuses';
import { firstStep1Problem, INFO_SOURCES } from './registration-step1';
import { firstStep2Problem } from './registration-step2';
import { fieldsWithControlCharacters, refuseControlCharacters } from './text-input';
import { REGISTRATION_FILE_FIELDS, type RegistrationFileField } from './documents';
import { uploadDraftTokenSchema, uploadIdSchema } from './upload-ids';

const text = (max: number) => z.string().max(max).default('');
const regionCode = z
  .string()
  .regex(/^[0-9.]{2,13}$/)
  .nullable()
  .default(null);

/** The public sign-up's own fields (its files travel as uploads, named by id). */
const registrationFieldsSchema = z.object({
  accountType: z.enum(['perorangan', 'badan_usaha']).default('perorangan'),
  fullName: z
    .string()
    .trim()
    .max(FULL_NAME_MAX, registrationMessages['registration.step1.fullNameLength'])
    .default(''),
  email: text(REGISTRATION_TEXT_MAX.email),
  phone: text(REGISTRATION_TEXT_MAX.phone),
  phoneAlt: text(REGISTRATION_TEXT_MAX.phone),
  address: text(REGISTRATION_TEXT_MAX.address),
  province: text(REGISTRATION_TEXT_MAX.regionName),
  city: text(REGISTRATION_TEXT_MAX.regionName),
  district: text(REGISTRATION_TEXT_MAX.regionName),
  village: text(REGISTRATION_TEXT_MAX.regionName),
  provinceCode: regionCode,
  cityCode: regionCode,
  districtCode: regionCode,
  villageCode: regionCode,
  postalCode: text(REGISTRATION_TEXT_MAX.postalCode),
  ktpNumber: text(REGISTRATION_TEXT_MAX.idNumber),
  bankName: text(REGISTRATION_TEXT_MAX.bankName),
  bankHolder: text(REGISTRATION_TEXT_MAX.bankHolder),
  bankAccount: text(REGISTRATION_TEXT_MAX.bankAccount),
  infoSource: z.array(z.enum(INFO_SOURCES)).max(INFO_SOURCES.length).default([]),
  storeName: text(REGISTRATION_TEXT_MAX.storeName),
  gmapAddress: text(REGISTRATION_TEXT_MAX.storeAddress),
  gmapLat: z.number().min(-90).max(90).nullable().default(null),
  gmapLng: z.number().min(-180).max(180).nullable().default(null),
  receiptAddress: text(REGISTRATION_TEXT_MAX.storeAddress),
  storeKeeper: text(REGISTRATION_TEXT_MAX.storeKeeper),
  storeKeeperPhone: text(REGISTRATION_TEXT_MAX.storeKeeperPhone),
  orderState: orderStateSchema.default('new'),
});

const MULTI_LINE_FIELDS = ['address', 'gmapAddress', 'receiptAddress'];

function refineRegistration(
  value: z.output<typeof registrationFieldsSchema>,
  ctx: z.RefinementCtx,
) {
  if (fieldsWithControlCharacters(value, MULTI_LINE_FIELDS).length > 0) {
    refuseControlCharacters(MULTI_LINE_FIELDS)(value, ctx);
    return;
  }
  const step1 = firstStep1Problem(value, { ktp: true, kk: true, selfieKtp: true, signature: true });
  if (step1) {
    ctx.addIssue({ code: 'custom', path: [step1.field], message: step1.message });
    return;
  }
  const step2 = firstStep2Problem({ ...value, gmapLat: '', gmapLng: '' }, { out: true, in: true });
  if (step2) ctx.addIssue({ code: 'custom', path: [step2.field], message: step2.message });
}

/**
 * The same rules as the browser (docs/product.md, "Sign-up rules"), same order and messages; the
 * files' presence is checked with their uploads, so they count as present here.
 */
export const registrationRequestSchema = registrationFieldsSchema.superRefine(refineRegistration);
export type RegistrationRequest = z.input<typeof registrationRequestSchema>;

/** The sign-up's files by form name: each the id of a finished upload of the sign-up's draft. */
export const registrationUploadsSchema = z.strictObject(
  Object.fromEntries(
    REGISTRATION_FILE_FIELDS.map((field) => [field, uploadIdSchema.optional()]),
  ) as Record<RegistrationFileField, z.ZodOptional<typeof uploadIdSchema>>,
);

/** `POST /api/registrations`: the sign-up's fields, its draft's token and its files' uploads. */
export const registrationWithUploadsRequestSchema = registrationFieldsSchema
  .extend({ uploadDraft: uploadDraftTokenSchema, uploads: registrationUploadsSchema })
  .superRefine(refineRegistration);
export type RegistrationWithUploadsRequest = z.input<typeof registrationWithUploadsRequestSchema>;

export const registrationCreatedSchema = z.object({ id: z.string(), code: z.string() });
export type RegistrationCreated = z.infer<typeof registrationCreatedSchema>;

/** `GET /api/registrations/:id/summary`: only what the success page shows. */
export const registrationSummarySchema = z.object({
  code: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  storeName: z.string().nullable(),
  city: z.string(),
  province: z.string(),
  createdAt: z.string(),
});
export type RegistrationSummary = z.infer<typeof registrationSummarySchema>;
