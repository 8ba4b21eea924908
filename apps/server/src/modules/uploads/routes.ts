import {
  MAX_UPLOAD_BYTES,
  UPLOAD_DRAFT_HEADER,
  UPLOAD_RATE_LIMIT,
  uploadDraftRequestSchema,
  uploadDraftSchema,
  uploadIdSchema,
  UPLOADS_PATH,
  type UploadDraftRequest,
} from '@toko/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { allInOrder } from '../../lib/all-in-order';
import { createRateLimiter, rateLimitDepsOf, ruleOf } from '../rate-limit/rate-limiter';
import { deleteStoredFiles } from '../stored-files/delete-stored-files';
import {
  issueDraftToken,
  verifyDraftToken,
  type CorrectionBinding,
  type ReplacementBinding,
  type UploadDraft,
} from './draft-token';
import { requirePermission } from '../auth/require-admin';
import { beginExchange, createTusServer, TUS_EXTENSIONS, type TusExchange } from './tus-server';
import type { SlotRules } from './upload-slots';
import { uploadExpiryMs } from './upload-expiry';
import { createUploadStore } from './stores/create-upload-store';
import { PgLocker } from './pg-locker';
import { uploadRequest } from './upload-request';
import { createUploadByteBudget } from './upload-byte-budget';
import { assertUploadDiskRoom } from './upload-disk-space';
import {
  deleteUnfinishedUpload,
  findUpload,
  releaseUploads,
  type UploadRow,
} from './uploads-repository';

const TUS_VERSION = '1.0.0';
/** A document replacement is the admin's document work (the PUT that saves it asks the same). */
const REPLACING = 'registrations.documents';
/** The tus body type; a plain HTML form cannot send it, so it passes the CSRF check (csrf.ts). */
const TUS_BODY_TYPE = 'application/offset+octet-stream';

/**
 * `POST /api/upload-drafts` issues a draft's token; `/api/uploads` is the tus endpoint, mounted
 * in Fastify as Supabase Storage does: the body parser leaves the stream to tus, which gets the
 * raw request, and its answer goes out through the reply, so our hooks, headers and logging
 * apply as on every route. Only the draft that created an upload can see, continue or delete
 * it: anyone else gets 404.
 */
export type UploadRoutesOptions = {
  slotRules: SlotRules;
  /** Refuses (throws) a replacement draft for a registration that is gone. */
  assertReplaceable: (registrationId: string) => Promise<void>;
  /** The binding of a valid correction link's uploads; refuses (throws) any other token. */
  correctionBinding: (linkToken: string) => Promise<CorrectionBinding>;
};

export const uploadRoutes: FastifyPluginAsyncZod<UploadRoutesOptions> = async (
  app,
  { slotRules, assertReplaceable, correctionBinding },
) => {
  const { deps } = app;
  const store = createUploadStore(deps.config);
  // Several instances share PostgreSQL; the embedded PGlite serves one process, where tus's
  // in-memory locker is right.
  const locker = deps.config.databaseUrl ? new PgLocker(deps.config.databaseUrl) : undefined;
  const tus = createTusServer(deps, store, slotRules, locker);
  app.addHook('onClose', async () => {
    await locker?.close();
    store.close();
  });
  const limiter = createRateLimiter(rateLimitDepsOf(deps), 'upload', ruleOf(UPLOAD_RATE_LIMIT));
  const byteBudget = createUploadByteBudget(deps);
  /**
   * The request's draft. A replacement's draft is the admin's it was issued to: anyone else,
   * signed in or not, holds no draft with that token.
   */
  async function draftOf(request: FastifyRequest): Promise<UploadDraft | undefined> {
    const draft = verifyDraftToken(
      deps.secrets.signingSecret,
      request.headers[UPLOAD_DRAFT_HEADER.toLowerCase()],
      deps.now(),
    );
    if (!draft?.replacing) return draft;
    const admin = await requirePermission(request, REPLACING).catch((error: unknown) => {
      if (error instanceof AppError) return undefined;
      throw error;
    });
    return admin?.id === draft.replacing.adminUserId ? draft : undefined;
  }

  /**
   * A replacement's draft goes to a signed-in admin only, for a live registration; a
   * correction's to the holder of a valid link, for its requested documents only.
   */
  async function bindingFor(
    request: FastifyRequest,
    body: UploadDraftRequest,
  ): Promise<{ replacing?: ReplacementBinding; correcting?: CorrectionBinding }> {
    if (body.kind === 'correction') return { correcting: await correctionBinding(body.token) };
    if (body.kind !== 'admin-replacement') return {};
    const admin = await requirePermission(request, REPLACING);
    await assertReplaceable(body.registrationId);
    return { replacing: { adminUserId: admin.id, registrationId: body.registrationId } };
  }

  app.addContentTypeParser(TUS_BODY_TYPE, (_request, _payload, done) => done(null));

  async function handOver(
    request: FastifyRequest,
    reply: FastifyReply,
    draft: UploadDraft,
    row?: UploadRow,
  ) {
    let received = 0;
    const web = uploadRequest({ req: request.raw, res: reply.raw }, (bytes) => {
      received += bytes;
    });
    const exchange: TusExchange = { draft, log: request.log, row };
    beginExchange(web, exchange);
    const sendsBytes = request.method === 'POST' || request.method === 'PATCH';
    const ended = sendsBytes ? deps.metrics.trackUpload() : () => undefined;
    const answer = await tus.handleWeb(web).finally(async () => {
      ended();
      deps.metrics.countUploadBytes(received);
      await byteBudget.spend(request.ip, received);
    });
    if (exchange.finishedId) {
      // What is left behind is swept by the cleanup once the upload has expired.
      await store.remove(exchange.finishedId).catch((error: unknown) => {
        request.log.warn({ errorName: (error as Error).name }, 'finished upload not removed');
      });
    }
    if (request.method === 'DELETE' && answer.status === 204 && row) {
      // Before the answer, which tells the client the upload is gone. One a racing request
      // finished meanwhile keeps its row: the expiry deletes its file.
      await deleteUnfinishedUpload(deps.database.db, row.id);
    }
    reply.header('tus-resumable', TUS_VERSION);
    if (exchange.error) throw exchange.error;
    answer.headers.forEach((value, name) => {
      if (name !== 'content-length') reply.header(name, value);
    });
    const body = await answer.text();
    return reply.code(answer.status).send(body === '' ? undefined : body);
  }

  /** The upload `:id` of the request's draft, unexpired; 404 for any other. */
  async function ownUpload(request: FastifyRequest<{ Params: { id: string } }>) {
    const draft = await draftOf(request);
    const id = uploadIdSchema.safeParse(request.params.id);
    const row = draft && id.success ? await findUpload(deps.database.db, id.data) : undefined;
    if (!draft || !row || row.draftId !== draft.id || row.expiresAt <= deps.now()) {
      throw new AppError('not_found');
    }
    return { draft, row };
  }

  /** A finished upload has left the upload store: its offset and termination are answered here. */
  async function answerFinished(request: FastifyRequest, reply: FastifyReply, row: UploadRow) {
    reply.header('tus-resumable', TUS_VERSION);
    if (request.method === 'HEAD') {
      return reply
        .code(200)
        .header('upload-offset', String(row.length))
        .header('upload-length', String(row.length))
        .send();
    }
    if (request.method === 'DELETE') {
      const released = await releaseUploads(deps.database.db, deps.now(), [row.id]);
      await deleteStoredFiles(deps, released.fileKeys, request.log);
      return reply.code(204).send();
    }
    throw new AppError('conflict');
  }

  app.post(
    '/api/upload-drafts',
    {
      config: { access: 'public' },
      schema: { body: uploadDraftRequestSchema, response: { 201: uploadDraftSchema } },
    },
    async (request, reply) => {
      const expiresAt = new Date(deps.now().getTime() + uploadExpiryMs(deps.config));
      const binding = await bindingFor(request, request.body);
      const { token } = issueDraftToken(
        deps.secrets.signingSecret,
        request.body.kind,
        expiresAt,
        binding,
      );
      return reply.code(201).send({ token });
    },
  );

  // Discovery, answered here rather than by tus, which would offer the stores' extensions and
  // CORS headers that a same-origin endpoint never sends.
  app.options(UPLOADS_PATH, { config: { access: 'public' } }, async (_request, reply) =>
    reply
      .code(204)
      .header('tus-resumable', TUS_VERSION)
      .header('tus-version', TUS_VERSION)
      .header('tus-extension', TUS_EXTENSIONS.join(','))
      .header('tus-max-size', String(MAX_UPLOAD_BYTES))
      .send(),
  );

  app.post(UPLOADS_PATH, { config: { access: 'public' } }, async (request, reply) => {
    const draft = await draftOf(request);
    if (!draft) throw new AppError('bad_request');
    // Both at once (a database and a disk round trip), refused in this order. Uploads begun
    // before the disk filled may finish; no new one begins.
    await allInOrder([byteBudget.assertLeft(request.ip), assertUploadDiskRoom(deps)]);
    // Counted before a byte is stored, a script filling the disk is stopped per address; counted
    // after the two checks, an upload they refused changes nothing.
    await limiter.enforce(`upload:${request.ip}`, deps.now());
    return handOver(request, reply, draft);
  });

  app.route<{ Params: { id: string } }>({
    method: ['HEAD', 'PATCH', 'DELETE'],
    url: `${UPLOADS_PATH}/:id`,
    config: { access: 'public' },
    async handler(request, reply) {
      // The budget is read beside the upload, and matters only once the upload is known unfinished.
      const budget = request.method === 'PATCH' ? byteBudget.assertLeft(request.ip) : undefined;
      budget?.catch(() => undefined);
      const { draft, row } = await ownUpload(request);
      if (row.completedAt) return answerFinished(request, reply, row);
      if (budget) await budget;
      return handOver(request, reply, draft, row);
    },
  });
};
