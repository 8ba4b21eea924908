import { z } from 'zod';
import { DOCUMENTS, REGISTRATION_FILE_FIELDS } from './documents';
import { orderRequestSchema } from './orders';
import { uploadDraftTokenSchema, uploadIdSchema } from './upload-ids';

/** The tus 1.0.0 endpoint every resumable upload goes to (docs/decisions/019-resumable-uploads-tus.md). */
export const UPLOADS_PATH = '/api/uploads';

/** Carries the server-signed token that binds an upload to its draft, on every tus request. */
export const UPLOAD_DRAFT_HEADER = 'Upload-Draft-Token';

/** What a draft may upload: each kind names its slots (the tus `slot` metadata). */
export const UPLOAD_SLOTS_BY_DRAFT_KIND = {
  checkout: ['proof'],
  registration: REGISTRATION_FILE_FIELDS,
  /** An admin replacing one of a registration's documents: the slot is the document's field. */
  'admin-replacement': DOCUMENTS.map((document) => document.field),
  /**
   * An applicant's correction through the link: the slot is the document's field, and the draft
   * (bound to the request) takes only the requested ones.
   */
  correction: DOCUMENTS.map((document) => document.field),
} as const;
export type UploadDraftKind = keyof typeof UPLOAD_SLOTS_BY_DRAFT_KIND;
export const UPLOAD_DRAFT_KINDS = Object.keys(UPLOAD_SLOTS_BY_DRAFT_KIND) as [
  UploadDraftKind,
  ...UploadDraftKind[],
];

/** Uploads one draft may hold at once, finished or not, until its form is sent or they expire. */
export const MAX_UPLOADS_PER_DRAFT = 12;

/** An unfinished or unclaimed upload is deleted this long after its creation (UPLOAD_EXPIRY_HOURS). */
export const DEFAULT_UPLOAD_EXPIRY_HOURS = 24;

/**
 * A replacement's draft is issued to a signed-in admin only, bound to them and the registration;
 * a correction's to the holder of a valid correction link, bound to its request.
 */
export const uploadDraftRequestSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('checkout') }),
  z.object({ kind: z.literal('registration') }),
  z.object({ kind: z.literal('admin-replacement'), registrationId: z.uuid() }),
  z.object({ kind: z.literal('correction'), token: z.string().max(200) }),
]);
export type UploadDraftRequest = z.infer<typeof uploadDraftRequestSchema>;
export const uploadDraftSchema = z.object({ token: z.string() });
export type UploadDraft = z.infer<typeof uploadDraftSchema>;

/** The checkout sent as JSON once its proof is up: the order and the upload that holds the proof. */
export const orderWithUploadRequestSchema = orderRequestSchema.extend({
  uploadDraft: uploadDraftTokenSchema,
  proofUpload: uploadIdSchema,
});
export type OrderWithUploadRequest = z.input<typeof orderWithUploadRequestSchema>;

/** An admin's replacement of one document, sent as JSON once its file is up. */
export const documentReplacementRequestSchema = z.object({
  uploadDraft: uploadDraftTokenSchema,
  upload: uploadIdSchema,
});
export type DocumentReplacementRequest = z.infer<typeof documentReplacementRequestSchema>;
