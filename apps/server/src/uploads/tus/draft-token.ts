import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { UPLOAD_DRAFT_KINDS, type UploadDraftKind } from '@toko/contracts';

/** The form a set of uploads belongs to: one checkout or one sign-up, until it is sent. */
export type UploadDraft = { kind: UploadDraftKind; id: string };

const TOKEN_PATTERN = /^v1\.([a-z]+)\.([0-9a-f]{32})\.(\d{1,12})\.([0-9a-f]{64})$/;

function signature(secret: string, payload: string): Buffer {
  // A label keeps these apart from anything else signed with the same secret (url-signer.ts).
  return createHmac('sha256', secret).update(`upload-draft:v1\n${payload}`).digest();
}

/**
 * A new draft and its token, valid as long as its uploads are kept. The browser only carries
 * it: which draft an upload belongs to is never the browser's choice.
 */
export function issueDraftToken(
  secret: string,
  kind: UploadDraftKind,
  expiresAt: Date,
): { draft: UploadDraft; token: string } {
  const id = randomBytes(16).toString('hex');
  const payload = `${kind}.${id}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return {
    draft: { kind, id },
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
  const [, kind = '', id = '', expires = '', sig = ''] = match;
  const expected = signature(secret, `${kind}.${id}.${expires}`);
  if (!timingSafeEqual(Buffer.from(sig, 'hex'), expected)) return undefined;
  if (now.getTime() >= Number(expires) * 1000) return undefined;
  if (!(UPLOAD_DRAFT_KINDS as readonly string[]).includes(kind)) return undefined;
  return { kind: kind as UploadDraftKind, id };
}
