import { Server, type Locker, type ServerOptions } from '@tus/server';
import { MAX_UPLOAD_BYTES, MAX_UPLOADS_PER_DRAFT, UPLOADS_PATH } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/upload';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import type { UploadDraft } from './draft-token';
import type { UploadStore } from './stores/upload-store';
import { refuseSize } from './checks/file-refusals';
import { storeFinishedUpload } from './finish-upload';
import { ruleOfSlot, type SlotRules } from './upload-slots';
import { uploadExpiryMs } from './upload-expiry';
import { findUpload, insertUploadIfRoom, type UploadRow } from './uploads-repository';

type TusRequest = Parameters<NonNullable<ServerOptions['onUploadCreate']>>[0];

/** What one request's hooks share with its Fastify route (upload-routes.ts). */
export type TusExchange = {
  /** The draft the request's token names (the route has checked it). */
  draft: UploadDraft;
  log: FastifyBaseLogger;
  /** The upload's row, when the route has read it already (a continued upload). */
  row?: UploadRow;
  /** Our refusal, answered by Fastify's error handler instead of tus's plain text. */
  error?: unknown;
  /** An upload that finished in this request: its bytes leave the upload store after the answer. */
  finishedId?: string;
};

const exchanges = new WeakMap<TusRequest, TusExchange>();

/** Ties a request to its exchange before tus handles it. */
export function beginExchange(request: TusRequest, exchange: TusExchange): void {
  exchanges.set(request, exchange);
}

function exchangeOf(request: TusRequest): TusExchange {
  const exchange = exchanges.get(request);
  if (!exchange) throw new Error('tus request without its exchange');
  return exchange;
}

type TusDeps = Pick<AppDeps, 'database' | 'storage' | 'now' | 'config'>;

/**
 * The tus extensions this server keeps, as discovery (OPTIONS) announces them. Not
 * creation-defer-length, which the stores offer: `onUploadCreate` refuses an upload without its
 * length, which would let the size be learnt only after the bytes.
 */
export const TUS_EXTENSIONS = ['creation', 'creation-with-upload', 'termination', 'expiration'];

/**
 * The tus 1.0.0 server (`TUS_EXTENSIONS`) over the upload store, with `locker` (shared by the
 * instances) or else tus's in-memory one. Its hooks bind each new upload to the request's draft
 * and slot, within the draft's room, and check a finished one by its bytes (store-upload.ts).
 */
export function createTusServer(
  deps: TusDeps,
  store: UploadStore,
  slotRules: SlotRules,
  locker?: Locker,
): Server {
  return new Server({
    path: UPLOADS_PATH,
    datastore: store.datastore,
    ...(locker ? { locker } : {}),
    relativeLocation: true,
    // Same-origin only: no CORS header is ever sent.
    allowedOrigins: () => false,
    async onUploadCreate(request, upload) {
      const { draft } = exchangeOf(request);
      const slot = upload.metadata?.slot;
      const rule = ruleOfSlot(slotRules, draft, slot);
      if (!slot || !rule) {
        throw new AppError('validation_failed', { fields: { slot: t('upload.slot.invalid') } });
      }
      if (upload.size === undefined) throw new AppError('bad_request');
      if (upload.size > MAX_UPLOAD_BYTES) throw refuseSize(slot, rule);
      const now = deps.now();
      const room = await insertUploadIfRoom(
        deps.database.db,
        {
          id: upload.id,
          draftId: draft.id,
          slot,
          length: upload.size,
          createdAt: now,
          expiresAt: new Date(now.getTime() + uploadExpiryMs(deps.config)),
        },
        MAX_UPLOADS_PER_DRAFT,
      );
      if (!room) {
        const message = t('upload.tooMany');
        throw new AppError('too_many_requests', { message, fields: { [slot]: message } });
      }
      return {};
    },
    async onUploadFinish(request, upload) {
      const exchange = exchangeOf(request);
      exchange.finishedId = upload.id;
      const row = exchange.row ?? (await findUpload(deps.database.db, upload.id));
      const rule = ruleOfSlot(slotRules, exchange.draft, row?.slot);
      if (!row || !rule) throw new AppError('not_found');
      const fileName = upload.metadata?.filename ?? 'file';
      await storeFinishedUpload(deps, store, row, fileName, rule, exchange.log);
      return {};
    },
    onResponseError(request, error) {
      // tus's own protocol errors carry a status; anything else (ours, or a failure) is answered
      // by Fastify's error handler, which logs a 500.
      if ('status_code' in error) return undefined;
      exchangeOf(request).error = error;
      return { status_code: 500, body: '' };
    },
  });
}
