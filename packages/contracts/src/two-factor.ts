import { z } from 'zod';
import { TWO_FACTOR } from './limits';
import { authMessages as messages } from './messages/auth';
import { sessionUserSchema } from './auth';

const TOTP_CODE = new RegExp(`^\\d{${TWO_FACTOR.digits}}$`);
const RECOVERY_CODE = new RegExp(`^[a-z0-9]{${TWO_FACTOR.recoveryCodeLength}}$`);

/** Spaces and dashes are ignored, as people copy `123 456` or `abcde-fghjk`. */
const normalisedCode = z
  .string()
  .max(64)
  .transform((value) => value.replace(/[\s-]/g, '').toLowerCase());

/** A 6-digit code from the authenticator app. */
export const totpCodeSchema = normalisedCode.pipe(
  z.string().regex(TOTP_CODE, messages['auth.twoFactor.codeFormat']),
);

/** A 6-digit code, or one of the recovery codes. */
export const twoFactorCodeSchema = normalisedCode.pipe(
  z
    .string()
    .refine(
      (code) => TOTP_CODE.test(code) || RECOVERY_CODE.test(code),
      messages['auth.twoFactor.codeFormat'],
    ),
);

export function isTotpCode(code: string): boolean {
  return TOTP_CODE.test(code);
}

export const twoFactorLoginRequestSchema = z.object({ code: twoFactorCodeSchema });
export type TwoFactorLoginRequest = z.input<typeof twoFactorLoginRequestSchema>;

export const twoFactorLoginResponseSchema = z.object({ user: sessionUserSchema });

export const twoFactorEnableRequestSchema = z.object({ code: totpCodeSchema });
export type TwoFactorEnableRequest = z.input<typeof twoFactorEnableRequestSchema>;

export const twoFactorDisableRequestSchema = z.object({ code: twoFactorCodeSchema });
export type TwoFactorDisableRequest = z.input<typeof twoFactorDisableRequestSchema>;

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** ADMIN_REQUIRE_2FA: two-factor may not be turned off. */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int().min(0),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** A new secret to scan; it becomes active only once confirmed with a code. */
export const twoFactorSetupSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  qrCodeDataUrl: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** Shown once: only their hashes are kept. */
export const twoFactorRecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type TwoFactorRecoveryCodes = z.infer<typeof twoFactorRecoveryCodesSchema>;
