import { TWO_FACTOR } from '@toko/contracts';
import { Secret, TOTP } from 'otpauth';

/** 160 random bits, as RFC 4226 recommends, in the base32 that authenticator apps take. */
export function generateTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpFor(secret: string, label = '') {
  return new TOTP({
    issuer: TWO_FACTOR.issuer,
    label,
    algorithm: 'SHA1',
    digits: TWO_FACTOR.digits,
    period: TWO_FACTOR.periodSeconds,
    secret: Secret.fromBase32(secret),
  });
}

/** `otpauth://totp/Toko%20EDC:admin%40…?issuer=Toko%20EDC&secret=…`, what the QR code holds. */
export function otpauthUri(secret: string, email: string): string {
  return totpFor(secret, email).toString();
}

/**
 * The time step the code belongs to (within the allowed drift), or null for a wrong code.
 * The caller refuses a step at or before the last one used: that is what stops a replay.
 */
export function matchTotpStep(secret: string, code: string, now: Date): number | null {
  const timestamp = now.getTime();
  const delta = totpFor(secret).validate({ token: code, timestamp, window: TWO_FACTOR.driftSteps });
  if (delta === null) return null;
  return TOTP.counter({ period: TWO_FACTOR.periodSeconds, timestamp }) + delta;
}

/** The current code: for tests and the e2e, which play the authenticator app. */
export function currentTotp(secret: string, now: Date): string {
  return totpFor(secret).generate({ timestamp: now.getTime() });
}
