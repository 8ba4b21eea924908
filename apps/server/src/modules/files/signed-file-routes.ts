import { PERMISSIONS } from '@toko/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { holderMayStill } from './link-holder';
import { attachmentDisposition } from '../../storage/content-disposition';
import { StoredFileNotFoundError, type StoredFile } from '../../storage/storage';
import { createUrlSigner, SIGNED_FILES_PATH } from '../../storage/url-signer';

const signedQuerySchema = z.object({
  exp: z.string(),
  name: z.string(),
  sig: z.string(),
  for: z.uuid().optional(),
  may: z.enum(PERMISSIONS).optional(),
});

/** A link signed without a holder serves by its signature alone (the admin routes name one). */
async function mayServe(db: Database, query: z.infer<typeof signedQuerySchema>): Promise<boolean> {
  if (query.for === undefined && query.may === undefined) return true;
  if (query.for === undefined || query.may === undefined) return false;
  return holderMayStill(db, query.for, query.may);
}

/**
 * Serves stored files (disk and S3 alike) through the links `signedUrl` makes: only with a valid,
 * unexpired signature, always as a download under the signed name, with the type decided at
 * upload from the file's bytes, never cached or sniffed by the browser. A link signed for a staff
 * member serves only while their current role has the permission it was signed under (a link
 * kept after a change of role answers 403). A storage stream that
 * fails midway ends the response (the browser sees an incomplete download) and is logged.
 */
export async function signedFileRoutes(app: FastifyInstance) {
  const signer = createUrlSigner(app.deps.secrets.signingSecret, app.deps.now);

  app.get(
    `${SIGNED_FILES_PATH}*`,
    // Public: the link's signature is the permission. Compression would drop Content-Length and
    // gains little on images and PDFs.
    { config: { access: 'public' }, compress: false, exposeHeadRoute: false },
    async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const query = signedQuerySchema.safeParse(request.query);
      if (!query.success) throw new AppError('not_authorized');
      const check = signer.verify(key, query.data);
      if (check === 'invalid') throw new AppError('not_authorized');
      if (check === 'expired') throw new AppError('link_expired');
      if (!(await mayServe(app.deps.database.db, query.data))) {
        throw new AppError('not_authorized');
      }

      let file: StoredFile;
      try {
        file = await app.deps.storage.get(key);
      } catch (error) {
        if (error instanceof StoredFileNotFoundError) throw new AppError('not_found');
        throw error;
      }
      file.stream.once('error', (error) => {
        // Only the error's kind: the key and the download name are personal data.
        request.log.error(
          { errorName: error.name, errorMessage: error.message },
          'file stream failed',
        );
        reply.raw.destroy(error);
      });
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('content-disposition', attachmentDisposition(query.data.name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );
}
