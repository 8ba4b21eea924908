import type { TwoFactorSetup, TwoFactorStatus } from '@toko/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit/record-audit';
import { endSessionsOfUser } from '../auth/sessions-repository';
import { checkCode } from './check-code';
import { qrCodeDataUrl } from './qr-code-data-url';
import { generateRecoveryCodes, hashRecoveryCode } from './recovery-codes';
import { encryptText } from './secret-box';
import { generateTotpSecret, otpauthUri } from './totp';
import type { TwoFactorKeys } from './two-factor-keys';
import type { AppMetrics } from '../../lib/app-metrics';
import {
  countRecoveryCodesLeft,
  deleteTwoFactor,
  findTwoFactor,
  replaceRecoveryCodes,
  savePendingSecret,
} from './two-factor-repository';

export type Enrolment = {
  db: Database;
  metrics: AppMetrics;
  keys: TwoFactorKeys;
  user: { id: string; email: string };
  /** The session making the change: the only one of the user's that survives it. */
  sessionId: string;
  /** ADMIN_REQUIRE_2FA */
  required: boolean;
  now: Date;
};

export async function twoFactorStatus({ db, user, required }: Enrolment): Promise<TwoFactorStatus> {
  const record = await findTwoFactor(db, user.id);
  const enabled = Boolean(record?.enabledAt);
  return {
    enabled,
    required,
    recoveryCodesLeft: enabled ? await countRecoveryCodesLeft(db, user.id) : 0,
  };
}

/** A new secret, stored encrypted but not active until a code from it is confirmed. */
export async function beginSetup({ db, keys, user, now }: Enrolment): Promise<TwoFactorSetup> {
  const secret = generateTotpSecret();
  const sealed = encryptText(keys.secretKey, secret, user.id);
  if (!(await savePendingSecret(db, user.id, sealed, now))) {
    throw new AppError('two_factor_already_enabled');
  }
  const uri = otpauthUri(secret, user.email);
  return { secret, otpauthUri: uri, qrCodeDataUrl: await qrCodeDataUrl(uri) };
}

/**
 * The first code turns two-factor on, ending the user's other sessions; the recovery codes are
 * returned once, kept as hashes.
 */
export async function confirmSetup(
  enrolment: Enrolment,
  code: string,
  ip: string,
): Promise<string[]> {
  const { db, metrics, keys, user, now } = enrolment;
  const record = await findTwoFactor(db, user.id);
  if (record?.enabledAt) throw new AppError('two_factor_already_enabled');
  if (!record) throw new AppError('two_factor_not_enabled');
  await checkCode({ db, metrics, keys, user, code, ip, now }, { enrolling: true });

  const recoveryCodes = generateRecoveryCodes();
  await db.transaction(async (tx) => {
    const hashes = recoveryCodes.map((recovery) => hashRecoveryCode(keys.recoveryKey, recovery));
    await replaceRecoveryCodes(tx, user.id, hashes, now);
    await endSessionsOfUser(tx, user.id, enrolment.sessionId);
    await recordAudit(tx, {
      adminUserId: user.id,
      action: 'user.two_factor_enable',
      entityId: user.id,
      now,
    });
  });
  return recoveryCodes;
}

/**
 * Off again, with a current code (or a recovery code), ending the user's other sessions; refused
 * while ADMIN_REQUIRE_2FA is on.
 */
export async function disableTwoFactor(enrolment: Enrolment, code: string, ip: string) {
  const { db, metrics, keys, user, required, now } = enrolment;
  if (required) throw new AppError('two_factor_cannot_disable');
  const record = await findTwoFactor(db, user.id);
  if (!record?.enabledAt) throw new AppError('two_factor_not_enabled');
  await checkCode({ db, metrics, keys, user, code, ip, now });
  await db.transaction(async (tx) => {
    await deleteTwoFactor(tx, user.id);
    await endSessionsOfUser(tx, user.id, enrolment.sessionId);
    await recordAudit(tx, {
      adminUserId: user.id,
      action: 'user.two_factor_disable',
      entityId: user.id,
      now,
    });
  });
}
