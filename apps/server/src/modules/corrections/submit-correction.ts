import type { CorrectionSubmit, DocumentField } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/registration';
import type { AppDeps } from '../../app-deps';
import { documentKeyColumn } from '../stored-files/stored-file-columns';
import { AppError } from '../../http/app-error';
import { recordAudits } from '../audit/record-audit';
import { findLiveRegistration, updateLiveRegistration } from '../registrations/live-registrations';
import { documentOf } from '../registrations/registration-documents';
import { enqueueCorrectionSubmitted } from '../notifications/enqueue-notifications';
import { verifyDraftToken } from '../uploads/draft-token';
import { consumeUploads } from '../uploads/uploads-repository';
import { correctionIdOf } from './correction-token';
import { invalidLink } from './correction-link';
import {
  findUsableCorrection,
  insertDocumentVersions,
  markCorrectionSubmitted,
} from './corrections-repository';

type Deps = Pick<AppDeps, 'config' | 'database' | 'now' | 'secrets'>;

const fileRequired = (fields: DocumentField[]) =>
  new AppError('validation_failed', {
    fields: Object.fromEntries(fields.map((field) => [field, t('correction.page.fileRequired')])),
  });

/**
 * Replaces exactly the requested documents with the applicant's finished uploads, in one
 * transaction on the locked row: the link must still be usable then (an admin's newer request or
 * decision that came first wins, and this one is told the link has ended), every requested
 * document must come, and nothing else may. The replaced files stay as earlier versions; the
 * registration is "Baru" again; the audit records the correction (no admin: the applicant) and
 * the shop is told. Other documents are not touched.
 */
export async function submitCorrection(deps: Deps, body: CorrectionSubmit): Promise<void> {
  const { database, now, secrets } = deps;
  const at = now();
  const correctionId = correctionIdOf(secrets.signingSecret, body.token);
  if (!correctionId) throw invalidLink();
  const draft = verifyDraftToken(secrets.signingSecret, body.uploadDraft, at);
  await database.db.transaction(async (tx) => {
    const found = await findUsableCorrection(tx, correctionId, at, { forUpdate: true });
    if (!found) throw invalidLink();
    const { correction } = found;
    const requested = correction.documents.map((document) => document.field);
    const sent = Object.keys(body.uploads) as DocumentField[];
    const unrequested = sent.filter((field) => !requested.includes(field));
    if (unrequested.length > 0) {
      throw new AppError('validation_failed', {
        fields: Object.fromEntries(
          unrequested.map((field) => [field, t('correction.page.notRequested')]),
        ),
      });
    }
    if (draft?.correcting?.correctionId !== correction.id) throw fileRequired(requested);
    const files = await consumeUploads(tx, {
      draftId: draft.id,
      now: at,
      wanted: sent.map((field) => ({ id: body.uploads[field]!, slot: field })),
    });
    const missing = requested.filter((field) => !files.some((file) => file.slot === field));
    if (missing.length > 0) throw fileRequired(missing);
    const before = (await findLiveRegistration(tx, correction.registrationId))!;
    const values: Parameters<typeof updateLiveRegistration>[2] = {
      status: 'new',
      updatedAt: at,
      documentNames: { ...before.documentNames },
    };
    const versions = [];
    for (const file of files) {
      const field = file.slot as DocumentField;
      const oldKey = before[documentKeyColumn(field)];
      const oldName = documentOf(before, field)?.fileName ?? null;
      values[documentKeyColumn(field)] = file.storedKey;
      values.documentNames![field] = file.fileName;
      if (oldKey) {
        versions.push({
          registrationId: before.id,
          field,
          storedKey: oldKey,
          fileName: oldName ?? field,
          replacedAt: at,
          correctionId: correction.id,
        });
      }
    }
    await updateLiveRegistration(tx, before.id, values);
    await insertDocumentVersions(tx, versions);
    await markCorrectionSubmitted(tx, correction.id, at);
    await recordAudits(tx, [
      {
        adminUserId: null,
        action: 'registration.status_change',
        entityId: before.id,
        details: { changes: { status: { old: 'needs_changes', new: 'new' } } },
        now: at,
      },
      {
        adminUserId: null,
        action: 'registration.correction_submit',
        entityId: before.id,
        details: { correctionId: correction.id, fields: requested },
        now: at,
      },
    ]);
    await enqueueCorrectionSubmitted(tx, deps, before, at);
  });
}
