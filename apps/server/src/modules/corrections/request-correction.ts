import {
  correctionLinkExpiry,
  correctionPath,
  isCorrectable,
  type CorrectionDocument,
  type RegistrationStatus,
} from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import { recordAudits } from '../audit/record-audit';
import {
  findLiveRegistration,
  registrationNotFound,
  updateLiveRegistration,
} from '../registrations/live-registrations';
import { enqueueCorrectionRequested } from '../notifications/enqueue-notifications';
import { correctionToken } from './correction-token';
import { insertCorrection, supersedeOpenCorrections } from './corrections-repository';

type Deps = Pick<AppDeps, 'config' | 'database' | 'now' | 'secrets'>;

export type CorrectionAsked = {
  documents: CorrectionDocument[];
  message?: string | undefined;
  expectedUpdatedAt: string;
};

/**
 * Asks the applicant for `documents` again, on the locked row, in one transaction: the
 * registration becomes "Perlu Perbaikan", an older request's link ends, the audit records the
 * request and the status change, and the agent's message with the new link goes to the outbox.
 * A decided registration (Terverifikasi, Ditolak) is refused, as is one that changed since the
 * admin saw it (`expectedUpdatedAt`): another admin's request, or the applicant's correction.
 */
export async function requestCorrection(
  deps: Deps,
  adminUserId: string,
  registrationId: string,
  asked: CorrectionAsked,
): Promise<void> {
  const { database, now, config, secrets } = deps;
  const at = now();
  await database.db.transaction(async (tx) => {
    const before = await findLiveRegistration(tx, registrationId, { forUpdate: true });
    if (!before) throw registrationNotFound();
    const status = before.status as RegistrationStatus;
    if (!isCorrectable(status)) {
      throw new AppError('conflict', { message: t('correction.request.decided') });
    }
    if (before.updatedAt.toISOString() !== asked.expectedUpdatedAt) {
      throw new AppError('conflict', { message: t('correction.request.stale') });
    }
    await supersedeOpenCorrections(tx, registrationId, at);
    const correction = await insertCorrection(tx, {
      registrationId,
      requestedBy: adminUserId,
      documents: asked.documents,
      message: asked.message || null,
      createdAt: at,
      expiresAt: correctionLinkExpiry(at, config.correctionLinkDays),
    });
    await updateLiveRegistration(tx, registrationId, { status: 'needs_changes', updatedAt: at });
    const fields = asked.documents.map((document) => document.field);
    await recordAudits(tx, [
      ...(status === 'needs_changes'
        ? []
        : [
            {
              adminUserId,
              action: 'registration.status_change' as const,
              entityId: registrationId,
              details: { changes: { status: { old: status, new: 'needs_changes' } } },
              now: at,
            },
          ]),
      {
        adminUserId,
        action: 'registration.correction_request',
        entityId: registrationId,
        details: {
          correctionId: correction.id,
          fields,
          reasons: asked.documents.map(({ field, reason }) => ({ field, reason })),
        },
        now: at,
      },
    ]);
    await enqueueCorrectionRequested(tx, deps, before, {
      registrationId,
      code: before.code,
      correctionPath: correctionPath(correctionToken(secrets.signingSecret, correction.id)),
      expiresAt: correction.expiresAt.toISOString(),
      documents: asked.documents,
      message: correction.message,
    });
  });
}
