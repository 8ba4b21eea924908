import { z } from 'zod';

/** The upload's id: the last segment of the URL the tus server answered at creation. */
export const uploadIdSchema = z.string().regex(/^[0-9a-f]{32}$/);

/** A draft's token as a form's submit names it (`POST /api/upload-drafts` issued it). */
export const uploadDraftTokenSchema = z.string().min(1).max(512);
