import type { CorrectionView } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/registration';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import type { CorrectionBinding } from '../uploads/draft-token';
import { correctionIdOf } from './correction-token';
import { findUsableCorrection } from './corrections-repository';

type Deps = Pick<AppDeps, 'database' | 'now' | 'secrets'>;

/**
 * Every unusable link (malformed, forged, expired, replaced, used, decided, deleted) gets this
 * one answer: the page learns nothing about the registration from it.
 */
export const invalidLink = () =>
  new AppError('link_expired', { message: t('correction.page.invalid') });

/** The usable request a token names; throws `invalidLink` for any other. */
export async function usableCorrection({ database, now, secrets }: Deps, token: string) {
  const id = correctionIdOf(secrets.signingSecret, token);
  const found = id ? await findUsableCorrection(database.db, id, now()) : undefined;
  if (!found) throw invalidLink();
  return found;
}

/** What the correction page shows: the code and the requested documents, nothing else. */
export async function correctionView(deps: Deps, token: string): Promise<CorrectionView> {
  const { correction, code } = await usableCorrection(deps, token);
  return {
    code,
    documents: correction.documents,
    message: correction.message,
    expiresAt: correction.expiresAt.toISOString(),
  };
}

/** The binding of the uploads a usable link may make: its requested documents only. */
export async function correctionBinding(deps: Deps, token: string): Promise<CorrectionBinding> {
  const { correction } = await usableCorrection(deps, token);
  return {
    correctionId: correction.id,
    registrationId: correction.registrationId,
    fields: correction.documents.map((document) => document.field),
  };
}
