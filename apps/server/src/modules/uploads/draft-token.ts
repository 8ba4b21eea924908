import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { UPLOAD_DRAFT_KINDS, type UploadDraftKind } from '@toko/contracts';

/** Who an admin's replacement belongs to: the admin it was issued to and the registration. */
export type ReplacementBinding = { adminUserId: string; registrationId: string };

/**
 * The form a set of uploads belongs to: one checkout, or one admin's replacement of a
 * registration's document (bound to both), until it is sent.
 */
export type UploadDraft = { kind: UploadDraftKind; id: string; replacing?: ReplacementBinding };

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const TOKEN_PATTERN = new RegExp(
  `^v1\\.([a-z]+(?:-[a-z]+)*)\\.([0-9a-f]{32})\\.(\\d{1,12})(?:\\.(${UUID})_(${UUID}))?\\.([0-9a-f]{64})$`,
);
/** The kinds whose token must name an admin and a registration, and no others. */
const BOUND_KINDS: readonly UploadDraftKind[] = ['admin-replacement'];

function signature(secret: string, payload: string): Buffer {
  // A label keeps these apart from anything else signed with the same secret (url-signer.ts).
  return createHmac('sha256', secret).update(`upload-draft:v1\n${payload}`).digest();
}

/**
 * A new draft and its token, valid as long as its uploads are kept. The browser only carries
 * it: which draft (and, for a replacement, which admin and registration) an upload belongs to
 * is never the browser's choice.
 */
export function issueDraftToken(
  secret: string,
  kind: UploadDraftKind,
  expiresAt: Date,
  replacing?: ReplacementBinding,
): { draft: UploadDraft; token: string } {
  if (BOUND_KINDS.includes(kind) !== Boolean(replacing)) {
    throw new Error(`a ${kind} draft ${replacing ? 'takes no' : 'needs its'} binding`);
  }
  const id = randomBytes(16).toString('hex');
  const bound = replacing ? `.${replacing.adminUserId}_${replacing.registrationId}` : '';
  const payload = `${kind}.${id}.${Math.floor(expiresAt.getTime() / 1000)}${bound}`;
  return {
    draft: { kind, id, ...(replacing ? { replacing } : {}) },
    token: `v1.${payload}.${signature(secret, payload).toString('hex')}`,
  };
}

/** The draft a token names, or `undefined` for a token that is malformed, forged or expired. */
export function verifyDraftToken(
  secret: string,
  token: string | string[] | undefined,
  now: Date,
): UploadDraft | undefined {
  const match = typeof token === 'string' ? TOKEN_PATTERN.exec(token) : null;
  if (!match) return undefined;
  const [, kind = '', id = '', expires = '', adminUserId, registrationId, sig = ''] = match;
  const bound = adminUserId && registrationId ? `.${adminUserId}_${registrationId}` : '';
  const expected = signature(secret, `${kind}.${id}.${expires}${bound}`);
  if (!timingSafeEqual(Buffer.from(sig, 'hex'), expected)) return undefined;
  if (now.getTime() >= Number(expires) * 1000) return undefined;
  if (!(UPLOAD_DRAFT_KINDS as readonly string[]).includes(kind)) return undefined;
  const draftKind = kind as UploadDraftKind;
  if (BOUND_KINDS.includes(draftKind) !== (bound !== '')) return undefined;
  if (!adminUserId || !registrationId) return { kind: draftKind, id };
  return { kind: draftKind, id, replacing: { adminUserId, registrationId } };
}
