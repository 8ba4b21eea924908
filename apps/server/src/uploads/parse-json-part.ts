import type { MultipartValue } from '@fastify/multipart';
import { errorMessages } from '@toko/contracts';
import type { z } from 'zod';
import { AppError } from '../http/app-error';
import { assertStorableData } from '../http/storable-data';

/** The JSON part of a multipart request, validated with its schema (Indonesian field messages). */
export function parseJsonPart<Schema extends z.ZodType>(
  part: MultipartValue,
  schema: Schema,
): z.output<Schema> {
  if (part.valueTruncated) throw new AppError('body_too_large');
  let value: unknown;
  try {
    value = JSON.parse(String(part.value));
  } catch {
    throw new AppError('validation_failed', {
      fields: { [part.fieldname]: errorMessages.validation_failed },
    });
  }
  assertStorableData(value, part.fieldname);
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw parsed.error;
  return parsed.data;
}
