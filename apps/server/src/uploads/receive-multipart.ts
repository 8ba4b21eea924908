import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../http/app-error';
import { asMalformedMultipart } from './malformed-multipart';
import { limitChunkedBody } from './limit-chunked-body';
import { parseJsonPart } from './parse-json-part';
import { requestFiles } from './request-files';
import { storeFilePart, type ReceivedFile } from './store-file-part';
import type { FileRule } from './upload-rules';

export type MultipartSpec<Schema extends z.ZodType, Field extends string> = {
  /**
   * The multipart field holding the request's JSON and its shared contracts schema; left out for
   * a request of files only (`data` is then `undefined`).
   */
  json?: { field: string; schema: Schema };
  files: Record<Field, FileRule>;
};

export type ReceivedUpload<Data, Field extends string> = {
  data: Data;
  files: Partial<Record<Field, ReceivedFile>>;
  /** Every stored key: `commitUpload` claims them with the row. */
  keys: readonly string[];
  /** Keeps the files past the answer: their row is committed (`commitUpload`). */
  claim(): void;
};

/** The request's parts, a malformed body answered as the client's fault. */
async function* readParts(request: FastifyRequest) {
  try {
    for await (const part of request.parts()) yield part;
  } catch (error) {
    throw asMalformedMultipart(error);
  }
}

function refuse(field: string, message: string): never {
  throw new AppError('validation_failed', { fields: { [field]: message } });
}

/**
 * Reads a multipart request once: validates the JSON part with its schema and streams each
 * file into private storage (type from its bytes, size enforced mid-stream). The caller writes
 * its row with `commitUpload`, which claims the files in the same transaction; files not claimed
 * by the time the answer leaves, whatever failed, are deleted (request-files.ts).
 */
export async function receiveMultipart<
  Field extends string,
  Schema extends z.ZodType = z.ZodUndefined,
>(
  request: FastifyRequest,
  spec: MultipartSpec<Schema, Field>,
): Promise<ReceivedUpload<z.output<Schema>, Field>> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type');
  const deps = request.server.deps;
  const owned = requestFiles(request);
  const files: Partial<Record<Field, ReceivedFile>> = {};
  /** Files in the order of their parts, once their bytes are read; publishing may still run. */
  const storing: { field: Field; stored: Promise<ReceivedFile> }[] = [];
  const isStoring = (field: string) => storing.some((entry) => entry.field === field);
  let data: z.output<Schema> | undefined;
  let sawJson = false;

  try {
    limitChunkedBody(request.raw);
    for await (const part of readParts(request)) {
      if (part.type === 'field') {
        if (!spec.json || part.fieldname !== spec.json.field || sawJson) {
          refuse(part.fieldname, new AppError('bad_request').message);
        }
        sawJson = true;
        data = parseJsonPart(part, spec.json.schema);
        continue;
      }
      const field = part.fieldname as Field;
      const rule = Object.hasOwn(spec.files, field) ? spec.files[field] : undefined;
      if (!rule || isStoring(field)) {
        part.file.resume();
        refuse(part.fieldname, new AppError('bad_request').message);
      }
      const { stored } = await storeFilePart(deps, part, rule, (key) => owned.keys.push(key));
      owned.storing.push(stored);
      storing.push({ field, stored });
    }
    const stored = await Promise.all(storing.map((entry) => entry.stored));
    storing.forEach(({ field }, index) => (files[field] = stored[index]));
    if (spec.json && !sawJson) refuse(spec.json.field, new AppError('validation_failed').message);
    for (const [field, rule] of Object.entries(spec.files) as [Field, FileRule][]) {
      if (rule.requiredMessage && !files[field]) refuse(field, rule.requiredMessage);
    }
  } catch (error) {
    // The parts after the failing one were never read: left unread, the client's upload would
    // stall and hold the connection open. Drop them, as Node does for a body a route never reads.
    request.raw.unpipe();
    request.raw.resume();
    throw error;
  }

  return {
    data: data as z.output<Schema>,
    files,
    keys: owned.keys,
    claim: () => {
      owned.claimed = true;
    },
  };
}
