import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES, MULTIPART_LIMITS } from '@toko/contracts';
import type { FastifyInstance } from 'fastify';
import { registerRequestFileCleanup } from './request-files';

/**
 * Multipart parsing, registered once with the contracts' limits, and the cleanup of the files a
 * request stored but no row claimed. Busboy's own file limit sits one
 * byte above ours: the storage drivers enforce exactly MAX_UPLOAD_BYTES while streaming and leave
 * nothing behind, busboy only stops a sender that keeps going.
 */
export async function registerMultipart(app: FastifyInstance) {
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: {
      fileSize: MAX_UPLOAD_BYTES + 1,
      files: MULTIPART_LIMITS.files,
      fields: MULTIPART_LIMITS.fields,
      parts: MULTIPART_LIMITS.files + MULTIPART_LIMITS.fields,
      fieldSize: MULTIPART_LIMITS.fieldBytes,
      fieldNameSize: 100,
      headerPairs: 100,
    },
  });
  registerRequestFileCleanup(app);
}
