import { randomUUID } from 'node:crypto';
import {
  registrationWithUploadsRequestSchema,
  toIndonesianE164,
  type RegistrationCreated,
  type RegistrationWithUploadsRequest,
} from '@toko/contracts';
import type { FastifyRequest } from 'fastify';
import { registrations } from '../../db/schema';
import { insertWithUniqueCode } from '../../lib/insert-with-unique-code';
import { readableCode } from '../../lib/readable-code';
import { runIdempotent, type IdempotentOutcome } from '../idempotency/idempotent';
import { hashRequest } from '../idempotency/request-hash';
import { idempotencyHeaderOf, parseIdempotencyKey } from '../idempotency/idempotency-key';
import { enqueueRegistrationSubmitted } from '../notifications/enqueue-notifications';
import { insertRegistrationUnlessCodeTaken } from './registrations-repository';
import { verifyDraftToken } from '../uploads/draft-token';
import { documentKeysOf, documentNamesOf } from './registration-files';
import type { RegistrationLimits } from './registration-limits';
import { requireDocuments, takeRegistrationUploads } from './registration-uploads';

/**
 * `POST /api/registrations`: the sign-up as JSON once its files are up through `/api/uploads`,
 * naming its draft and each file's upload, checked with the browser's rules. The row (status
 * `new`, a unique REG code) is written in the transaction that takes each upload once and claims
 * the Idempotency-Key, so a retry stores nothing, and a refusal names the field and changes nothing.
 */
export async function createRegistration(
  request: FastifyRequest,
  limits: RegistrationLimits,
): Promise<IdempotentOutcome<RegistrationCreated>> {
  const { deps } = request.server;
  const { now, database, secrets } = deps;
  await limits.countAddress(request.ip, now());
  const data = registrationWithUploadsRequestSchema.parse(request.body);
  const key = parseIdempotencyKey(idempotencyHeaderOf(request));
  await limits.countPerson(data, key, now());
  const draft = verifyDraftToken(secrets.signingSecret, data.uploadDraft, now());
  const wanted = requireDocuments(data.uploads, draft);
  const createdAt = now();
  const email = data.email.trim().toLowerCase();
  return runIdempotent<RegistrationCreated>(
    {
      db: database.db,
      scope: 'registrations',
      key,
      requestHash: hashRequest(data satisfies RegistrationWithUploadsRequest),
      now: createdAt,
    },
    async (tx) => {
      const files = await takeRegistrationUploads(tx, wanted, createdAt);
      const registration = await insertWithUniqueCode(
        tx,
        { column: registrations.code, generate: () => readableCode('REG', now()) },
        (inner, code) =>
          insertRegistrationUnlessCodeTaken(inner, {
            id: randomUUID(),
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
      // The messages commit with the sign-up: a crash after the commit delays them, never loses them.
      await enqueueRegistrationSubmitted(tx, deps, { ...registration, email, createdAt });
      return { status: 201, body: registration };
    },
  );
}
