import { errorMessages, type SessionUser } from '@toko/contracts';
import { AppError } from '../../http/app-error';
import type { RateLimitDeps } from '../rate-limit/rate-limiter';
import { createLoginThrottle } from './login-throttle';
import { verifyAgainstDummy, verifyPassword } from './password';
import { findUserByEmail, staffRoleOf } from './users-repository';
import { hasTwoFactorEnabled } from './two-factor-enabled-sql';

type Credentials = { email: string; password: string; ip: string };

export function throttled(retryAfterSeconds: number): AppError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new AppError('too_many_login_attempts', {
    message: errorMessages.too_many_login_attempts.replace('{minutes}', String(minutes)),
    retryAfterSeconds,
  });
}

/**
 * Checks credentials under the login throttle. A blocked counter gets 429 even with
 * the right password; an unknown email and a wrong password get the same 401 after the
 * same amount of hashing work; each such failure is counted in the metrics (no e-mail with it).
 */
export async function authenticate(
  deps: RateLimitDeps,
  { email, password, ip }: Credentials,
  now: Date,
): Promise<SessionUser> {
  const { db, metrics } = deps;
  const throttle = createLoginThrottle(deps);
  const decision = await throttle.attempt(email, ip, now);
  if (!decision.allowed) throw throttled(decision.retryAfterSeconds);

  const user = await findUserByEmail(db, email);
  const valid = user
    ? await verifyPassword(user.passwordHash, password)
    : await verifyAgainstDummy(password);
  if (!user || !valid) {
    metrics.countSignInFailure();
    throw new AppError('invalid_credentials');
  }

  await throttle.succeeded(email, ip);
  const role = await staffRoleOf(db, user.id);
  return {
    id: user.id,
    email: user.email,
    isAdmin: role !== null,
    role,
    twoFactorEnabled: await hasTwoFactorEnabled(db, user.id),
  };
}
