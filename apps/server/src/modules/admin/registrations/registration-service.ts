import {
  documentAuditField,
  SIGNED_URL_TTL_SECONDS,
  type AdminRegistrationEdit,
  type DocumentField,
  type DocumentReplacementRequest,
  type RegistrationStatus,
  type SignedFileUrl,
} from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { t as uploadText } from '@toko/contracts/i18n/upload';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../../app-deps';
import { documentKeyColumn } from '../../stored-files/stored-file-columns';
import { AppError } from '../../../http/app-error';
import { StoredFileNotFoundError } from '../../../storage/storage';
import { verifyDraftToken } from '../../uploads/draft-token';
import { consumeUpload } from '../../uploads/uploads-repository';
import { deleteStoredFiles } from '../../stored-files/delete-stored-files';
import { recordReleasedFiles } from '../../stored-files/pending-files-repository';
import * as idempotency from '../../idempotency/idempotent';
import { recordAudit } from '../../audit/record-audit';
import { recordRegistrationEdit } from '../../audit/record-registration-edit';
import { enqueueRegistrationStatus } from '../../notifications/enqueue-notifications';
import { registrationAuditHistory } from './admin-registrations-repository';
import {
  findLiveRegistration,
  registrationNotFound,
  softDeleteRegistration,
  updateLiveRegistration,
} from '../../registrations/live-registrations';
import { planRegistrationEdit } from './registration-edit';
import { documentOf } from '../../registrations/registration-documents';
import { toDetail } from './registration-views';
import { documentVersionsOf, openCorrectionOf } from '../../corrections/correction-detail';
import { findDocumentVersion } from '../../corrections/corrections-repository';

type Deps = Pick<AppDeps, 'config' | 'database' | 'storage' | 'now'>;

/**
 * A live registration as the detail page shows it, with its edit history, its open correction
 * (with the link to copy) and the files corrections replaced.
 */
export async function registrationDetail(deps: Deps & Pick<AppDeps, 'secrets'>, id: string) {
  const { database } = deps;
  const row = await findLiveRegistration(database.db, id);
  if (!row) throw registrationNotFound();
  return toDetail(row, {
    audits: await registrationAuditHistory(database.db, id),
    correction: await openCorrectionOf(deps, row),
    documentVersions: await documentVersionsOf(database.db, id),
  });
}

/** 404 unless the registration exists and is not deleted. */
export async function assertLiveRegistration({ database }: Deps, id: string): Promise<void> {
  if (!(await findLiveRegistration(database.db, id))) throw registrationNotFound();
}

/** A live registration's edit history, newest first. */
export async function registrationAudits(deps: Deps, id: string) {
  await assertLiveRegistration(deps, id);
  return registrationAuditHistory(deps.database.db, id);
}

/**
 * Applies an admin's edit and status change to the locked row in one transaction, with the
 * status change and each edited field in the audit, and the agent's message of the new status.
 * Nothing changed: nothing written.
 */
export async function editRegistration(
  deps: Deps,
  adminUserId: string,
  id: string,
  { status, ...edit }: AdminRegistrationEdit & { status?: RegistrationStatus },
): Promise<void> {
  const { database, now } = deps;
  const at = now();
  await database.db.transaction(async (tx) => {
    const before = await findLiveRegistration(tx, id, { forUpdate: true });
    if (!before) throw registrationNotFound();
    const plan = planRegistrationEdit(before, edit);
    const statusChanges = status !== undefined && status !== before.status;
    if (!statusChanges && Object.keys(plan.changes).length === 0) return;
    await updateLiveRegistration(tx, id, {
      ...plan.values,
      ...(statusChanges ? { status } : {}),
      updatedAt: at,
    });
    if (statusChanges) {
      await recordAudit(tx, {
        adminUserId,
        action: 'registration.status_change',
        entityId: id,
        details: { changes: { status: { old: before.status, new: status } } },
        now: at,
      });
      // To the address as edited in this same change.
      const email = typeof plan.values.email === 'string' ? plan.values.email : before.email;
      await enqueueRegistrationStatus(tx, deps, { code: before.code, email }, status);
    }
    await recordRegistrationEdit(tx, {
      adminUserId,
      registrationId: id,
      changes: plan.changes,
      now: at,
    });
  });
}

/** Hides the registration from the lists (its personal data is purged later) and audits it. */
export async function deleteRegistration({ database, now }: Deps, adminUserId: string, id: string) {
  const at = now();
  await database.db.transaction(async (tx) => {
    if (!(await softDeleteRegistration(tx, id, at))) throw registrationNotFound();
    await recordAudit(tx, { adminUserId, action: 'registration.delete', entityId: id, now: at });
  });
}

/** A short-lived link to one document under the name the detail shows, its viewing audited. */
export async function registrationDocumentLink(
  deps: Deps,
  adminUserId: string,
  { id, field, purpose }: { id: string; field: DocumentField; purpose: 'preview' | 'download' },
): Promise<SignedFileUrl> {
  const row = await findLiveRegistration(deps.database.db, id);
  if (!row) throw registrationNotFound();
  const key = row[documentKeyColumn(field)];
  // The name the detail shows, so a file without a kept name downloads as it is listed.
  const file = key ? { key, fileName: documentOf(row, field)?.fileName } : undefined;
  return recordedFileLink(deps, adminUserId, id, file, { field, purpose });
}

/** A 300 s link to a file a correction replaced (its earlier version), recorded like the others. */
export async function documentVersionLink(
  deps: Deps,
  adminUserId: string,
  { id, versionId }: { id: string; versionId: string },
): Promise<SignedFileUrl> {
  if (!(await findLiveRegistration(deps.database.db, id))) throw registrationNotFound();
  const version = await findDocumentVersion(deps.database.db, id, versionId);
  const file = version && { key: version.storedKey, fileName: version.fileName };
  return recordedFileLink(deps, adminUserId, id, file, {
    field: version?.field,
    purpose: 'download',
    versionId,
  });
}

/**
 * Signs a link to `file` for the admin (served only while their role may see documents) and
 * records who asked for it, in the audit.
 */
async function recordedFileLink(
  { database, storage, now }: Deps,
  adminUserId: string,
  registrationId: string,
  file: { key: string; fileName?: string } | undefined,
  details: Record<string, unknown>,
): Promise<SignedFileUrl> {
  const signedUrlFailed = () =>
    new AppError('not_found', { message: t('admin.registration.documents.signedUrlFailed') });
  if (!file) throw signedUrlFailed();
  let url: string;
  try {
    url = await storage.signedUrl(file.key, SIGNED_URL_TTL_SECONDS, file.fileName, {
      userId: adminUserId,
      permission: 'registrations.documents',
    });
  } catch (error) {
    if (error instanceof StoredFileNotFoundError) throw signedUrlFailed();
    throw error;
  }
  const at = now();
  await database.db.transaction((tx) =>
    recordAudit(tx, {
      adminUserId,
      action: 'registration.document_view',
      entityId: registrationId,
      details,
      now: at,
    }),
  );
  return { url, expiresInSeconds: SIGNED_URL_TTL_SECONDS };
}

function uploadNotReady(field: DocumentField): AppError {
  return new AppError('validation_failed', { fields: { [field]: uploadText('upload.notReady') } });
}

/** What the admin's `PUT /api/admin/registrations/:id/documents/:field` hands over. */
export type DocumentReplacement = Pick<FastifyRequest, 'headers'> & {
  params: { id: string; field: DocumentField };
  body: DocumentReplacementRequest;
};

/**
 * Points the document's slot at the admin's finished upload, named by its replacement draft
 * (one of another admin or registration is refused on the document's field, as is a bad
 * Idempotency-Key after it). Then one transaction, in this order: claim the key, lock the live
 * row, take the upload once (unfinished, expired, already used or of another draft: refused on
 * the field, nothing changes), point the slot at it, write the edit history and the audit, save
 * the answer; the old file is recorded as released in it. Only then is the old file deleted: one
 * that cannot be is left to the orphan sweep, never a broken slot. A key another submission
 * holds runs none of it: its saved answer is replayed (its old file is gone already), or refused
 * when the data differ.
 */
export async function replaceRegistrationDocument(
  deps: Deps & Pick<AppDeps, 'secrets'>,
  log: FastifyBaseLogger,
  adminUserId: string,
  request: DocumentReplacement,
): Promise<idempotency.IdempotentOutcome<{ field: DocumentField }>> {
  const { database, now, secrets } = deps;
  const { id, field } = request.params;
  const at = now();
  const draft = verifyDraftToken(secrets.signingSecret, request.body.uploadDraft, at);
  const bound = draft?.replacing;
  if (bound?.adminUserId !== adminUserId || bound.registrationId !== id || !draft) {
    throw uploadNotReady(field);
  }
  const claim = idempotency.claimOf(request, 'registration-documents', {
    id,
    field,
    ...request.body,
  });
  const column = documentKeyColumn(field);

  const replaced = await database.db.transaction(async (tx) => {
    if (!(await idempotency.claimKey(tx, claim, at))) return undefined;
    const before = await findLiveRegistration(tx, id, { forUpdate: true });
    if (!before) throw registrationNotFound();
    const file = await consumeUpload(tx, {
      id: request.body.upload,
      draftId: draft.id,
      slot: field,
      now: at,
    });
    if (!file) throw uploadNotReady(field);
    const oldKey = before[column];
    if (oldKey) await recordReleasedFiles(tx, [oldKey], at);
    await updateLiveRegistration(tx, id, {
      [column]: file.storedKey,
      documentNames: { ...before.documentNames, [field]: file.fileName },
      updatedAt: at,
    });
    await recordRegistrationEdit(tx, {
      adminUserId,
      registrationId: id,
      changes: {
        [documentAuditField(field)]: {
          old: documentOf(before, field)?.fileName ?? null,
          new: file.fileName,
        },
      },
      now: at,
    });
    await recordAudit(tx, {
      adminUserId,
      action: 'registration.document_replace',
      entityId: id,
      details: { field, oldKey, newKey: file.storedKey, fileName: file.fileName },
      now: at,
    });
    return { oldKey, answer: await idempotency.saveAnswer(tx, claim, 200, { field }) };
  });
  if (!replaced) return idempotency.savedAnswer(database.db, claim);
  if (replaced.oldKey) await deleteStoredFiles(deps, [replaced.oldKey], log);
  return replaced.answer;
}
