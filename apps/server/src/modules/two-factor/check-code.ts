import { isTotpCode } from '@toko/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit/record-audit';
import { throttled } from '../auth/login-service';
import { createLoginThrottle } from '../auth/login-throttle';
import type { AppMetrics } from '../../lib/app-metrics';
import { hashRecoveryCode } from './recovery-codes';
import { decryptText } from './secret-box';
import { matchTotpStep } from './totp';
import type { TwoFactorKeys } from './two-factor-keys';
import { claimStep, findTwoFactor, useRecoveryCode } from './two-factor-repository';

export type CodeCheck = {
  db: Database;
  /** Where the throttle's refusals are counted. */
  metrics: AppMetrics;
  keys: TwoFactorKeys;
  user: { id: string; email: string };
  /** Normalised by the request schema: 6 digits, or a recovery code without its dash. */
  code: string;
  ip: string;
  now: Date;
};

/** Sets `enabled` (first code of an enrolment) or checks against the enabled secret. */
async function totpMatches(check: CodeCheck, enabled: boolean): Promise<boolean> {
  const { db, keys, user, code, now } = check;
  const record = await findTwoFactor(db, user.id);
  if (!record || (record.enabledAt !== null) !== enabled) return false;
  const secret = decryptText(keys.secretKey, record.secretCiphertext, user.id);
  const step = matchTotpStep(secret, code, now);
  return step !== null && (await claimStep(db, user.id, step, now, enabled));
}

async function recoveryCodeMatches({ db, keys, user, code, now }: CodeCheck): Promise<boolean> {
  const codeHash = hashRecoveryCode(keys.recoveryKey, code);
  return db.transaction(async (tx) => {
    if (!(await useRecoveryCode(tx, user.id, codeHash, now))) return false;
    await recordAudit(tx, {
      adminUserId: user.id,
      action: 'user.two_factor_recovery_code_use',
      entityId: user.id,
      now,
    });
    return true;
  });
}

/**
 * Checks a code under its own login throttle (every attempt counted, a success refunded): a
 * 6-digit code against the TOTP secret, refusing a time step already used; anything else as a
 * recovery code, which works once. `enrolling`: the code confirms a secret not yet enabled.
 * Returns which kind of code it was.
 */
export async function checkCode(
  check: CodeCheck,
  { enrolling = false, recoveryAllowed = true } = {},
): Promise<'totp' | 'recovery'> {
  const throttle = createLoginThrottle(check, 'two-factor');
  const decision = await throttle.attempt(check.user.email, check.ip, check.now);
  if (!decision.allowed) throw throttled(decision.retryAfterSeconds);

  const kind = isTotpCode(check.code) ? 'totp' : 'recovery';
  const valid =
    kind === 'totp'
      ? await totpMatches(check, !enrolling)
      : recoveryAllowed && !enrolling && (await recoveryCodeMatches(check));
  if (!valid) throw new AppError('invalid_two_factor_code');
  await throttle.succeeded(check.user.email, check.ip);
  return kind;
}
