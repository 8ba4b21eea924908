import type { FastifyInstance, FastifyRequest } from 'fastify';
import { discardFiles } from './discard-files';

/** The files one request stored, and whether a committed row claimed them. */
type RequestFiles = { keys: string[]; storing: Promise<unknown>[]; claimed: boolean };

const filesOfRequest = new WeakMap<FastifyRequest, RequestFiles>();

/** The files this request stores, recorded as they are written (receive-multipart.ts). */
export function requestFiles(request: FastifyRequest): RequestFiles {
  let files = filesOfRequest.get(request);
  if (!files) filesOfRequest.set(request, (files = { keys: [], storing: [], claimed: false }));
  return files;
}

/**
 * The one owner of a request's uploaded files: before its answer leaves, whatever it is, every
 * file it stored is deleted unless the transaction that wrote their row claimed them
 * (`commitUpload`). A refused part, a failed rule, a lost race or a replay only has to throw.
 * A file that cannot be deleted keeps its `pending_files` entry for the hourly cleanup.
 */
export function registerRequestFileCleanup(app: FastifyInstance): void {
  app.addHook('onSend', async (request, _reply, payload) => {
    const files = filesOfRequest.get(request);
    if (!files || files.claimed) return payload;
    filesOfRequest.delete(request);
    // A file still being published would appear after its deletion.
    await Promise.allSettled(files.storing);
    await discardFiles(request.server.deps, files.keys, request.log);
    return payload;
  });
}
