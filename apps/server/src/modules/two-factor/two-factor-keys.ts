import { deriveKey } from './secret-box';

export type TwoFactorKeys = {
  /** Encrypts the TOTP secrets. */
  secretKey: Buffer;
  /** Keys the recovery-code hashes. */
  recoveryKey: Buffer;
};

export function twoFactorKeys(twoFactorSecret: string): TwoFactorKeys {
  return {
    secretKey: deriveKey(twoFactorSecret, 'totp-secret'),
    recoveryKey: deriveKey(twoFactorSecret, 'recovery-code'),
  };
}
