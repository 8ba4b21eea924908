import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { IDEMPOTENCY_KEY_HEADER, REGISTRATION_FILE_FIELDS } from '@toko/contracts';
import { validOrder } from '../../test/orders/order-requests';
import {
  uploadDocumentsAt,
  validRegistration,
} from '../../test/registrations/registration-requests';
import type { UploadedFile } from '../../test/uploads/hostile-files';
import { idOf, sendWithTus } from '../../test/uploads/tus-client';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A real, valid PNG photo of noise (RGB, `side` × `side`): it does not compress, like a photo. */
export function noisePng(side: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Array.from({ length: side }, () =>
    Buffer.concat([Buffer.from([0]), randomBytes(side * 3)]),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows), { level: 1 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export type Submission = {
  kind: 'order' | 'registration';
  /** Written into the row (order notes, registration store name) to find it again. */
  tag: string;
  key: string;
  /** The client address the proxy would forward (the sign-up is limited per address). */
  clientIp: string;
  /** The order's or the sign-up's JSON, sent once its files are up. */
  body: Buffer;
  /** An order's proof, or a sign-up's eight documents, sent through `/api/uploads` first. */
  files: Record<string, UploadedFile>;
  /** What the JSON names once the files are up: the draft and each upload. */
  uploaded?: Record<string, unknown>;
  /** The files' uploads under way: sends of the same submission at once share them. */
  uploading?: Promise<Answer | undefined>;
};

const photo = (side: number): UploadedFile => ({
  fileName: 'foto.png',
  type: 'image/png',
  content: noisePng(side),
});

/** A checkout with a proof, or a sign-up with its eight documents, each a real image. */
export function newSubmission(kind: Submission['kind'], index: number, run: string): Submission {
  const tag = `uji ${run} ${kind} ${index}`;
  const common = {
    kind,
    tag,
    key: `resil-${run}-${kind}-${index}`,
    clientIp: `10.77.${Math.floor(index / 200)}.${(index % 200) + 1}`,
  };
  if (kind === 'order') {
    const order = validOrder({ buyer: { ...validOrder().buyer, notes: tag } });
    return { ...common, body: Buffer.from(JSON.stringify(order)), files: { proof: photo(256) } };
  }
  return {
    ...common,
    body: Buffer.from(JSON.stringify(validRegistration({ storeName: tag }))),
    files: Object.fromEntries(REGISTRATION_FILE_FIELDS.map((field) => [field, photo(96)])),
  };
}

/**
 * How a sender's uploads meet a failed request: tus-js-client's `retryDelays`. None by default,
 * so a test sees each failure; the web app's uploads retry (PHONE_NETWORK_RETRY_DELAYS).
 */
export type SendOptions = { uploadRetryDelays?: number[] };

/**
 * The submission's files up through `/api/uploads` (tus-js-client), once: a retry, or the same
 * submission sent twice at once, names the same uploads, as the browser does. The failed
 * upload's answer otherwise (and the next send tries again).
 */
function uploadFiles(
  baseUrl: string,
  submission: Submission,
  options: SendOptions,
): Promise<Answer | undefined> {
  submission.uploading ??= sendFiles(baseUrl, submission, options).then((refused) => {
    if (refused) submission.uploading = undefined;
    return refused;
  });
  return submission.uploading;
}

async function sendFiles(
  baseUrl: string,
  submission: Submission,
  { uploadRetryDelays = [] }: SendOptions,
): Promise<Answer | undefined> {
  if (submission.uploaded) return undefined;
  const headers = { 'x-forwarded-for': submission.clientIp };
  try {
    if (submission.kind === 'registration') {
      const documents = await uploadDocumentsAt(baseUrl, submission.files, {
        headers,
        retryDelays: uploadRetryDelays,
      });
      submission.uploaded = { uploadDraft: documents.token, uploads: documents.uploads };
      return undefined;
    }
    const draft = await fetch(`${baseUrl}/api/upload-drafts`, {
      method: 'POST',
      body: JSON.stringify({ kind: 'checkout' }),
      headers: { ...headers, 'content-type': 'application/json' },
    });
    if (draft.status !== 201)
      return { status: draft.status, replayed: false, body: await draft.json() };
    const { token } = (await draft.json()) as { token: string };
    const sent = await sendWithTus(baseUrl, token, submission.files.proof!.content, {
      headers,
      retryDelays: uploadRetryDelays,
      metadata: { slot: 'proof', filename: 'foto.png' },
    });
    if (sent.error) {
      if (sent.error.status === 0) return { status: 'no answer' };
      return { status: sent.error.status, replayed: false, body: JSON.parse(sent.error.body) };
    }
    submission.uploaded = { uploadDraft: token, proofUpload: idOf(sent.url) };
    return undefined;
  } catch {
    return { status: 'no answer' };
  }
}

export type Answer = { status: number; replayed: boolean; body: unknown } | { status: 'no answer' };

/** Posts a submission (through a proxy that forwards its client address), never throws. */
export async function send(
  baseUrl: string,
  submission: Submission,
  options: SendOptions = {},
): Promise<Answer> {
  try {
    const refused = await uploadFiles(baseUrl, submission, options);
    if (refused) return refused;
    const body = JSON.stringify({
      ...JSON.parse(submission.body.toString()),
      ...submission.uploaded,
    });
    const response = await fetch(`${baseUrl}/api/${submission.kind}s`, {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        [IDEMPOTENCY_KEY_HEADER]: submission.key,
        'x-forwarded-for': submission.clientIp,
      },
    });
    return {
      status: response.status,
      replayed: response.headers.get('idempotent-replayed') === 'true',
      body: await response.json(),
    };
  } catch {
    return { status: 'no answer' };
  }
}
