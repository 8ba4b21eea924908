import { randomUUID } from 'node:crypto';
import {
  errorMessages,
  REGISTRATION_RATE_LIMIT,
  registrationRequestSchema,
  toIndonesianE164,
  type RegistrationCreated,
} from '@toko/contracts';
import type { FastifyRequest } from 'fastify';
import { registrations } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { insertWithUniqueCode } from '../../lib/insert-with-unique-code';
import { readableCode } from '../../lib/readable-code';
import { commitIdempotentUpload } from '../idempotency/commit-idempotent-upload';
import { receiveMultipart } from '../../uploads/receive-multipart';
import type { IdempotentOutcome } from '../idempotency/idempotent';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { documentKeysOf, documentNamesOf, registrationFileRules } from './registration-files';
import { enqueueRegistrationSubmitted } from '../notifications/enqueue-notifications';
import { insertRegistrationUnlessCodeTaken } from './registrations-repository';

const TOO_MANY = errorMessages.too_many_registration_attempts.replace(
  '{minutes}',
  String(REGISTRATION_RATE_LIMIT.blockMinutes),
);

/**
 * `POST /api/registrations`: the sign-up JSON and up to eight files in one multipart request,
 * checked with the browser's rules, files by their bytes; the row (status `new`, a unique REG
 * code) and the files commit together, and a retry with the same Idempotency-Key stores nothing.
 */
export async function createRegistration(
  request: FastifyRequest,
  limiter: RateLimiter,
): Promise<IdempotentOutcome<RegistrationCreated>> {
  const { deps } = request.server;
  const { now } = deps;
  const decision = await limiter.consume(`registration:${request.ip}`, now());
  if (!decision.allowed) {
    throw new AppError('too_many_registration_attempts', {
      message: TOO_MANY,
      retryAfterSeconds: decision.retryAfterSeconds,
    });
  }
  const id = randomUUID();
  const upload = await receiveMultipart(request, {
    json: { field: 'registration', schema: registrationRequestSchema },
    files: registrationFileRules(id),
  });
  const data = upload.data;
  const files = upload.files;
  const createdAt = now();
  const email = data.email.trim().toLowerCase();
  // The messages commit with the sign-up: a crash after the commit delays them, never loses them.
  return commitIdempotentUpload(request, upload, 'registrations', async (tx) => {
    const registration = await insertWithUniqueCode(
      tx,
      { column: registrations.code, generate: () => readableCode('REG', now()) },
      (inner, code) =>
        insertRegistrationUnlessCodeTaken(inner, {
          id,
          code,
          status: 'new',
          name: data.fullName.trim(),
          fullName: data.fullName.trim(),
          email,
          phone: data.phone.trim(),
          phoneE164: toIndonesianE164(data.phone),
          phoneAlt: data.phoneAlt.trim() || null,
          phoneAltE164: data.phoneAlt.trim() ? toIndonesianE164(data.phoneAlt) : null,
          address: data.address.trim(),
          addressFull: data.address.trim(),
          country: 'Indonesia',
          province: data.province.trim(),
          city: data.city.trim(),
          district: data.district.trim(),
          village: data.village.trim(),
          provinceCode: data.provinceCode,
          cityCode: data.cityCode,
          districtCode: data.districtCode,
          villageCode: data.villageCode,
          postalCode: data.postalCode,
          idNumber: data.ktpNumber,
          accountType: data.accountType,
          source: data.infoSource.join(', ') || null,
          bankName: data.bankName.trim() || null,
          bankHolder: data.bankHolder.trim() || null,
          bankAccount: data.bankAccount.trim() || null,
          shopName: data.storeName.trim(),
          shopAddressStruk: data.receiptAddress.trim(),
          keeperName: data.storeKeeper.trim(),
          keeperPhone: data.storeKeeperPhone,
          orderState: data.orderState,
          gmapAddress: data.gmapAddress.trim() || null,
          gmapLat: data.gmapLat !== null && data.gmapLng !== null ? data.gmapLat : null,
          gmapLng: data.gmapLat !== null && data.gmapLng !== null ? data.gmapLng : null,
          ...documentKeysOf(files),
          documentNames: documentNamesOf(files),
          createdAt,
          updatedAt: createdAt,
        }),
    );
    await enqueueRegistrationSubmitted(tx, deps, { ...registration, email, createdAt });
    return registration;
  });
}
