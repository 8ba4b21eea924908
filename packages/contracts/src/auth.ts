import { z } from 'zod';
import { authMessages as messages } from './messages/auth';
import { staffRoleSchema } from './staff-roles';
import { refuseControlCharacters } from './text-input';

export const loginRequestSchema = z
  .object({
    email: z
      .string()
      .trim()
      .min(1, messages['auth.login.emailRequired'])
      .max(254)
      .transform((value) => value.toLowerCase()),
    password: z.string().min(1, messages['auth.login.passwordRequired']).max(1024),
  })
  // A password may hold any character; the e-mail is one line.
  .superRefine(({ email }, ctx) => refuseControlCharacters([])({ email }, ctx));
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  /** The staff role; null for a user who is no staff member (`isAdmin` false). */
  role: staffRoleSchema.nullable(),
  twoFactorEnabled: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Signed in, or (two-factor on) the password was right and a code is asked for next. */
export const loginResponseSchema = z.union([
  z.object({ user: sessionUserSchema }),
  z.object({ twoFactorRequired: z.literal(true) }),
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const sessionResponseSchema = z.object({
  user: sessionUserSchema.nullable(),
  /** ADMIN_REQUIRE_2FA is on and this admin has not turned two-factor on yet. */
  twoFactorSetupRequired: z.boolean(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** The login page sends `{}`: the call only reports readiness, so any fields are ignored. */
export const setupAdminRequestSchema = z.object({}).nullish();

export const setupAdminResponseSchema = z.object({ ready: z.boolean() });
export type SetupAdminResponse = z.infer<typeof setupAdminResponseSchema>;
