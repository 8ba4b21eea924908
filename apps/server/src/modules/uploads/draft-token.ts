import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  DOCUMENT_FIELDS,
  UPLOAD_DRAFT_KINDS,
  type DocumentField,
  type UploadDraftKind,
} from '@toko/contracts';

/** Who an admin's replacement belongs to: the admin it was issued to and the registration. */
export type ReplacementBinding = { adminUserId: string; registrationId: string };

/** A correction's uploads: its request, the registration, and the only documents it may take. */
export type CorrectionBinding = {
  correctionId: string;
  registrationId: string;
  fields: DocumentField[];
};

/**
 * The form a set of uploads belongs to: one checkout, one admin's replacement of a
 * registration's document (bound to both), or one correction (bound to its request and
 * documents), until it is sent.
 */
export type UploadDraft = {
  kind: UploadDraftKind;
  id: string;
  replacing?: ReplacementBinding;
  correcting?: CorrectionBinding;
};

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const TOKEN_PATTERN = new RegExp(
  `^v1\\.([a-z]+(?:-[a-z]+)*)\\.([0-9a-f]{32})\\.(\\d{1,12})(?:\\.(${UUID})_(${UUID})(?:_([0-9a-f]{1,4}))?)?\\.([0-9a-f]{64})$`,
);
/** The kinds whose token must name two ids (and, for a correction, its documents). */
const BOUND_KINDS: readonly UploadDraftKind[] = ['admin-replacement', 'correction'];

function signature(secret: string, payload: string): Buffer {
  // A label keeps these apart from anything else signed with the same secret (url-signer.ts).
  return createHmac('sha256', secret).update(`upload-draft:v1\n${payload}`).digest();
}

/** The documents as bits in DOCUMENT_FIELDS' order, in hex. */
const maskOf = (fields: DocumentField[]) =>
  DOCUMENT_FIELDS.reduce(
    (mask, field, bit) => (fields.includes(field) ? mask | (1 << bit) : mask),
    0,
  ).toString(16);
const fieldsOf = (mask: string) =>
  DOCUMENT_FIELDS.filter((_field, bit) => (Number.parseInt(mask, 16) & (1 << bit)) !== 0);

function bindingOf(
  kind: UploadDraftKind,
  replacing?: ReplacementBinding,
  correcting?: CorrectionBinding,
): string {
  if (kind === 'admin-replacement' && replacing) {
    return `.${replacing.adminUserId}_${replacing.registrationId}`;
  }
  if (kind === 'correction' && correcting) {
    return `.${correcting.correctionId}_${correcting.registrationId}_${maskOf(correcting.fields)}`;
  }
  if (BOUND_KINDS.includes(kind) || replacing || correcting) {
    throw new Error(`a ${kind} draft has the wrong binding`);
  }
  return '';
}

/**
 * A new draft and its token, valid as long as its uploads are kept. The browser only carries
 * it: which draft (and, for a replacement, which admin and registration; for a correction, which
 * request and documents) an upload belongs to is never the browser's choice.
 */
export function issueDraftToken(
  secret: string,
  kind: UploadDraftKind,
  expiresAt: Date,
  binding: { replacing?: ReplacementBinding; correcting?: CorrectionBinding } = {},
): { draft: UploadDraft; token: string } {
  const { replacing, correcting } = binding;
  const bound = bindingOf(kind, replacing, correcting);
  const id = randomBytes(16).toString('hex');
  const payload = `${kind}.${id}.${Math.floor(expiresAt.getTime() / 1000)}${bound}`;
  return {
    draft: { kind, id, ...(replacing ? { replacing } : {}), ...(correcting ? { correcting } : {}) },
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
  const [, kind = '', id = '', expires = '', first, second, mask, sig = ''] = match;
  const bound = first && second ? `.${first}_${second}${mask ? `_${mask}` : ''}` : '';
  const expected = signature(secret, `${kind}.${id}.${expires}${bound}`);
  if (!timingSafeEqual(Buffer.from(sig, 'hex'), expected)) return undefined;
  if (now.getTime() >= Number(expires) * 1000) return undefined;
  if (!(UPLOAD_DRAFT_KINDS as readonly string[]).includes(kind)) return undefined;
  const draftKind = kind as UploadDraftKind;
  if (BOUND_KINDS.includes(draftKind) !== (bound !== '')) return undefined;
  if (!first || !second) return { kind: draftKind, id };
  if (draftKind === 'correction') {
    if (!mask) return undefined;
    const correcting = { correctionId: first, registrationId: second, fields: fieldsOf(mask) };
    return { kind: draftKind, id, correcting };
  }
  if (mask) return undefined;
  return { kind: draftKind, id, replacing: { adminUserId: first, registrationId: second } };
}
