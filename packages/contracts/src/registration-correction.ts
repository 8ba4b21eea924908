import { z } from 'zod';
import { DOCUMENT_FIELDS, documentFieldSchema, type DocumentField } from './documents';
import { adminRegistrationMessages } from './messages/admin-registrations';
import { PUBLIC_PAGE_PATHS } from './routes';
import { registrationCorrectionMessages as messages } from './messages/registration-correction';
import type { RegistrationStatus } from './statuses';
import { uploadDraftTokenSchema, uploadIdSchema } from './upload-ids';

/**
 * A document correction (issue 45): the admin asks for some documents again, the registration
 * is "Perlu Perbaikan", and the applicant sends them through a private link.
 * See docs/product.md, "Document corrections".
 */

/** Days a correction link lasts unless something ends it sooner (CORRECTION_LINK_DAYS). */
export const DEFAULT_CORRECTION_LINK_DAYS = 14;

export const CORRECTION_REASONS = ['blurry', 'expired', 'mismatch', 'other'] as const;
export const correctionReasonSchema = z.enum(CORRECTION_REASONS);
export type CorrectionReason = z.infer<typeof correctionReasonSchema>;

export const CORRECTION_REASON_LABELS: Record<CorrectionReason, string> = {
  blurry: messages['correction.reason.blurry'],
  expired: messages['correction.reason.expired'],
  mismatch: messages['correction.reason.mismatch'],
  other: messages['correction.reason.other'],
};

export const CORRECTION_NOTE_MAX = 200;
export const CORRECTION_MESSAGE_MAX = 1000;

/** The statuses a registration may be asked for documents in: a decision must be undone first. */
export const CORRECTABLE_STATUSES = [
  'new',
  'needs_changes',
] as const satisfies RegistrationStatus[];

export function isCorrectable(status: RegistrationStatus): boolean {
  return (CORRECTABLE_STATUSES as readonly string[]).includes(status);
}

/** Each document's name (KTP, Kartu Keluarga, …), as the admin's detail shows it. */
export const DOCUMENT_LABELS = Object.fromEntries(
  DOCUMENT_FIELDS.map((field) => [
    field,
    adminRegistrationMessages[`admin.registration.document.${field}`],
  ]),
) as Record<DocumentField, string>;

const trimmed = (max: number) => z.string().trim().max(max);

/** One requested document: "Lainnya" needs its own words. */
export const correctionDocumentSchema = z
  .object({
    field: documentFieldSchema,
    reason: correctionReasonSchema,
    note: trimmed(CORRECTION_NOTE_MAX).optional(),
  })
  .superRefine((document, context) => {
    if (document.reason === 'other' && !document.note) {
      context.addIssue({
        code: 'custom',
        path: ['note'],
        message: messages['correction.reason.otherNoteRequired'],
      });
    }
  })
  .transform(({ field, reason, note }) =>
    reason === 'other' ? { field, reason, note: note ?? '' } : { field, reason },
  );
export type CorrectionDocument = z.infer<typeof correctionDocumentSchema>;

/**
 * `POST /api/admin/registrations/:id/corrections`. `expectedUpdatedAt` is the registration's
 * version the admin saw: a request or a correction that came in meanwhile makes it a 409, never
 * a silent overwrite.
 */
export const correctionRequestSchema = z.object({
  documents: z
    .array(correctionDocumentSchema)
    .min(1, messages['correction.documents.required'])
    .refine(
      (documents) => new Set(documents.map((document) => document.field)).size === documents.length,
      messages['correction.documents.duplicate'],
    ),
  message: trimmed(CORRECTION_MESSAGE_MAX).optional(),
  expectedUpdatedAt: z.string(),
});
export type CorrectionRequest = z.input<typeof correctionRequestSchema>;

/** One requested document as the admin's detail and the correction page show it. */
const askedDocumentSchema = z.object({
  field: documentFieldSchema,
  reason: correctionReasonSchema,
  note: z.string().optional(),
});

/** The open request as the admin's detail shows it, with its link to copy or send. */
export const openCorrectionSchema = z.object({
  id: z.uuid(),
  documents: z.array(askedDocumentSchema),
  message: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** The full private link (PUBLIC_URL's origin). */
  url: z.string(),
});
export type OpenCorrection = z.infer<typeof openCorrectionSchema>;

/** A document's earlier file, kept after a correction replaced it until the retention purge. */
export const documentVersionSchema = z.object({
  id: z.uuid(),
  field: documentFieldSchema,
  fileName: z.string(),
  replacedAt: z.string(),
});
export type DocumentVersion = z.infer<typeof documentVersionSchema>;

/** The link's token: `<request id>.<signature>` (base64url HMAC-SHA256). */
export const correctionTokenSchema = z.string().regex(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);

/** `POST /api/corrections/view`: what the correction page shows, nothing more. */
export const correctionViewRequestSchema = z.object({ token: z.string().max(200) });
export const correctionViewSchema = z.object({
  code: z.string(),
  documents: z.array(askedDocumentSchema),
  message: z.string().nullable(),
  expiresAt: z.string(),
});
export type CorrectionView = z.infer<typeof correctionViewSchema>;

/** `POST /api/corrections/submit`: the requested documents' finished uploads, by field. */
export const correctionSubmitSchema = z.object({
  token: z.string().max(200),
  uploadDraft: uploadDraftTokenSchema,
  uploads: z.partialRecord(documentFieldSchema, uploadIdSchema),
});
export type CorrectionSubmit = z.infer<typeof correctionSubmitSchema>;

/** What a correction link is: usable, or why not (the page says only "Tautan tidak berlaku"). */
export type CorrectionLinkState =
  'valid' | 'expired' | 'used' | 'superseded' | 'decided' | 'deleted';

/**
 * A link lasts until it expires, and ends sooner when it is used, a newer request replaces it,
 * the registration leaves "Perlu Perbaikan" (a decision, or an admin's move back to Baru), or
 * the registration is deleted.
 */
export function correctionLinkState(
  link: { expiresAt: Date; submittedAt: Date | null; isNewest: boolean },
  registration: { status: RegistrationStatus; deleted: boolean },
  now: Date,
): CorrectionLinkState {
  if (registration.deleted) return 'deleted';
  if (link.submittedAt) return 'used';
  if (!link.isNewest) return 'superseded';
  if (registration.status !== 'needs_changes') return 'decided';
  if (now.getTime() >= link.expiresAt.getTime()) return 'expired';
  return 'valid';
}

export function correctionLinkExpiry(createdAt: Date, days: number): Date {
  return new Date(createdAt.getTime() + days * 24 * 60 * 60 * 1000);
}

/** The link the applicant opens: the token in the fragment, so no server log or referrer holds it. */
export function correctionPath(token: string): string {
  return `${PUBLIC_PAGE_PATHS.registrationCorrection}#${token}`;
}
