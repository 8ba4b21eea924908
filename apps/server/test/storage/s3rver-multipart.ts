import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type S3rver from '@20minutes/s3rver';

type KoaContext = {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  status: number;
  type: string;
  body: unknown;
};
type Middleware = (context: KoaContext, next: () => Promise<void>) => Promise<void>;

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;

function answer(context: KoaContext, status: number, body?: string) {
  context.status = status;
  if (body !== undefined) {
    context.type = 'application/xml';
    context.body = xml(body);
  }
}

const noSuchUpload = (context: KoaContext) =>
  answer(
    context,
    404,
    '<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>',
  );

/**
 * s3rver keeps multipart uploads (a folder per upload id: `key`, `metadata`, parts `N` and
 * `N.md5`) but answers ListMultipartUploads, ListParts and AbortMultipartUpload with "not
 * implemented"; `@tus/s3-store` and our cleanup need all three. They are answered here from
 * s3rver's own folders, as S3 documents them (one page, no markers needed by our tests).
 */
export function addMultipartListing(server: S3rver): void {
  const store = (
    server as unknown as { store: { getResourcePath(b: string, k: undefined, r: string): string } }
  ).store;
  const uploadsOf = (bucket: string) => store.getResourcePath(bucket, undefined, 'uploads');

  const listUploads = async (context: KoaContext, bucket: string) => {
    const prefix = typeof context.query.prefix === 'string' ? context.query.prefix : '';
    const folder = uploadsOf(bucket);
    const ids = await readdir(folder).catch(() => [] as string[]);
    const uploads: { key: string; id: string; initiated: Date }[] = [];
    for (const id of ids) {
      const keyFile = join(folder, id, 'key');
      const key = await readFile(keyFile, 'utf8').catch(() => undefined);
      if (key === undefined || !key.startsWith(prefix)) continue;
      uploads.push({ key, id, initiated: (await stat(keyFile)).mtime });
    }
    uploads.sort((a, b) => a.key.localeCompare(b.key) || +a.initiated - +b.initiated);
    const entries = uploads
      .map(
        (upload) =>
          `<Upload><Key>${escape(upload.key)}</Key><UploadId>${upload.id}</UploadId>` +
          `<Initiated>${upload.initiated.toISOString()}</Initiated><StorageClass>STANDARD</StorageClass></Upload>`,
      )
      .join('');
    answer(
      context,
      200,
      `<ListMultipartUploadsResult><Bucket>${escape(bucket)}</Bucket><Prefix>${escape(prefix)}</Prefix>` +
        `<MaxUploads>1000</MaxUploads><IsTruncated>false</IsTruncated>${entries}</ListMultipartUploadsResult>`,
    );
  };

  const listParts = async (context: KoaContext, bucket: string, key: string, id: string) => {
    const folder = join(uploadsOf(bucket), id);
    const names = await readdir(folder).catch(() => undefined);
    if (!names) return noSuchUpload(context);
    const numbers = names
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
      .sort((a, b) => a - b);
    let parts = '';
    for (const number of numbers) {
      const part = await stat(join(folder, String(number)));
      const md5 = await readFile(join(folder, `${number}.md5`), 'utf8');
      parts +=
        `<Part><PartNumber>${number}</PartNumber><LastModified>${part.mtime.toISOString()}</LastModified>` +
        `<ETag>"${md5}"</ETag><Size>${part.size}</Size></Part>`;
    }
    answer(
      context,
      200,
      `<ListPartsResult><Bucket>${escape(bucket)}</Bucket><Key>${escape(key)}</Key><UploadId>${id}</UploadId>` +
        `<PartNumberMarker>0</PartNumberMarker><MaxParts>1000</MaxParts><IsTruncated>false</IsTruncated>` +
        `${parts}</ListPartsResult>`,
    );
  };

  const abort = async (context: KoaContext, bucket: string, id: string) => {
    const folder = join(uploadsOf(bucket), id);
    if (!(await stat(folder).catch(() => undefined))) return noSuchUpload(context);
    await rm(folder, { recursive: true, force: true });
    answer(context, 204);
  };

  const multipart: Middleware = async (context, next) => {
    const [bucket = '', ...rest] = context.path.slice(1).split('/');
    const key = rest.map(decodeURIComponent).join('/');
    const uploadId = context.query.uploadId;
    if (context.method === 'GET' && !key && 'uploads' in context.query) {
      return listUploads(context, bucket);
    }
    if (key && typeof uploadId === 'string' && /^[0-9a-f]+$/.test(uploadId)) {
      if (context.method === 'GET') return listParts(context, bucket, key, uploadId);
      if (context.method === 'DELETE') return abort(context, bucket, uploadId);
    }
    return next();
  };
  (server as unknown as { middleware: Middleware[] }).middleware.unshift(multipart);
}
