import { randomUUID } from 'node:crypto';
import {
  registrationWithUploadsRequestSchema,
  toIndonesianE164,
  type RegistrationCreated,
  type RegistrationFileField,
  type RegistrationWithUploadsRequest,
} from '@toko/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import * as idempotency from '../idempotency/idempotent';
import { enqueueRegistrationSubmitted } from '../notifications/enqueue-notifications';
import { verifyDraftToken } from '../uploads/draft-token';
import { documentKeysOf, documentNamesOf, type DocumentFile } from './registration-files';
import type { RegistrationLimits } from './registration-limits';
import { requireDocuments, takeRegistrationUploads } from './registration-uploads';
import { insertRegistrationWithFreshCode } from './registrations-repository';

/**
 * `POST /api/registrations`: the sign-up as JSON once its files are up through `/api/uploads`,
 * naming its draft and each file's upload. The checks come first, each refusal naming its field
 * and changing nothing: the address's rate limit (before the body is read), the body's fields,
 * the Idempotency-Key, the person's limit (a retry of one key counted once), the documents and
 * their draft. Then one transaction, in this order: claim the key, take each upload once, insert
 * the row (status `new`) under a fresh REG code, enqueue its messages (a crash after the commit
 * delays them, never loses them), save the answer. A key another submission holds runs none of
 * it: its saved answer is replayed, or refused when the data differ.
 */
export async function placeRegistration(
  request: FastifyRequest,
  limits: RegistrationLimits,
): Promise<idempotency.IdempotentOutcome<RegistrationCreated>> {
  const deps = request.server.deps;
  const { now, database, secrets } = deps;
  await limits.countAddress(request.ip, now());
  const data = registrationWithUploadsRequestSchema.parse(request.body);
  const claim = idempotency.claimOf(
    request,
    'registrations',
    data satisfies RegistrationWithUploadsRequest,
  );
  await limits.countPerson(data, claim.key, now());
  const draft = verifyDraftToken(secrets.signingSecret, data.uploadDraft, now());
  const wanted = requireDocuments(data.uploads, draft);
  const createdAt = now();

  const answer = await database.db.transaction(async (tx) => {
    if (!(await idempotency.claimKey(tx, claim, createdAt))) return undefined;
    const files = await takeRegistrationUploads(tx, wanted, createdAt);
    const registration = await insertRegistrationWithFreshCode(
      tx,
      registrationRow(data, files, createdAt),
    );
    await enqueueRegistrationSubmitted(tx, deps, {
      ...registration,
      email: registrationEmail(data),
      createdAt,
    });
    return idempotency.saveAnswer(tx, claim, 201, registration);
  });
  return answer ?? idempotency.savedAnswer<RegistrationCreated>(database.db, claim);
}

type SignUp = z.output<typeof registrationWithUploadsRequestSchema>;

const registrationEmail = (data: SignUp) => data.email.trim().toLowerCase();

function registrationRow(
  data: SignUp,
  files: Partial<Record<RegistrationFileField, DocumentFile>>,
  createdAt: Date,
) {
  const located = data.gmapLat !== null && data.gmapLng !== null;
  return {
    id: randomUUID(),
    status: 'new' as const,
    name: data.fullName.trim(),
    fullName: data.fullName.trim(),
    email: registrationEmail(data),
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
    storeName: data.storeName.trim(),
    storeAddressStruk: data.receiptAddress.trim(),
    keeperName: data.storeKeeper.trim(),
    keeperPhone: data.storeKeeperPhone,
    orderState: data.orderState,
    gmapAddress: data.gmapAddress.trim() || null,
    gmapLat: located ? data.gmapLat : null,
    gmapLng: located ? data.gmapLng : null,
    ...documentKeysOf(files),
    documentNames: documentNamesOf(files),
    createdAt,
    updatedAt: createdAt,
  };
}
