import { z } from 'zod';
import { adminStaffMessages as messages } from './messages/admin-staff';
import { sessionUserSchema } from './auth';
import type { RateLimit } from './limits';
import { ADMIN_PAGE_PATHS } from './routes';
import { staffRoleSchema } from './staff-roles';
import { refuseControlCharacters } from './text-input';

/** Hours an invitation link lasts; it is also single use, and a newer invitation ends it. */
export const STAFF_INVITATION_HOURS = 72;

/** A staff password's minimum length: the same rule as ADMIN_PASSWORD's. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;

/** One staff member as the "Staf" page lists them. */
export const staffMemberSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  /** Null for an account the command line disabled (it took the role away). */
  role: staffRoleSchema.nullable(),
  twoFactorEnabled: z.boolean(),
  lastSignInAt: z.string().nullable(),
  disabled: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** An invitation not yet accepted and still usable, as the "Staf" page lists it. */
export const pendingInvitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: staffRoleSchema,
  expiresAt: z.string(),
  /** The Pemilik who sent it; null once that account is gone. */
  invitedBy: z.string().nullable(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

/** The staff, then the invitations still waiting for their person (newest first). */
export const staffListSchema = z.object({
  items: z.array(staffMemberSchema),
  invitations: z.array(pendingInvitationSchema),
});
export type StaffList = z.infer<typeof staffListSchema>;

const emailSchema = z
  .string()
  .trim()
  .min(1, messages['admin.staff.invite.emailRequired'])
  .max(254)
  .pipe(z.email(messages['admin.staff.invite.emailInvalid']))
  .transform((value) => value.toLowerCase());

export const staffInviteRequestSchema = z
  .object({ email: emailSchema, role: staffRoleSchema })
  .superRefine(({ email }, ctx) => refuseControlCharacters([])({ email }, ctx));
export type StaffInviteRequest = z.input<typeof staffInviteRequestSchema>;

/** The link's path with its token after `#`: shown once, for "Salin tautan undangan". */
export const staffInviteResponseSchema = z.object({
  invitationPath: z.string(),
  expiresAt: z.string(),
});
export type StaffInviteResponse = z.infer<typeof staffInviteResponseSchema>;

export const staffRoleChangeRequestSchema = z.object({ role: staffRoleSchema });
export type StaffRoleChangeRequest = z.infer<typeof staffRoleChangeRequestSchema>;

/** 256 random bits, base64url: what follows `#` in an invitation link. */
export const invitationTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export const invitationViewRequestSchema = z.object({ token: z.string().max(200) });

/** What the invited person's page shows before they choose a password. */
export const invitationViewSchema = z.object({ email: z.string(), role: staffRoleSchema });
export type InvitationView = z.infer<typeof invitationViewSchema>;

export const staffPasswordSchema = z
  .string()
  .min(
    STAFF_PASSWORD_MIN_LENGTH,
    messages['invitation.passwordTooShort'].replace('{minimum}', String(STAFF_PASSWORD_MIN_LENGTH)),
  )
  .max(1024);

export const invitationAcceptRequestSchema = z.object({
  token: z.string().max(200),
  password: staffPasswordSchema,
});
export type InvitationAcceptRequest = z.infer<typeof invitationAcceptRequestSchema>;

/** Signed in as the new staff member. */
export const invitationAcceptResponseSchema = z.object({ user: sessionUserSchema });

/**
 * Invitation page reads and acceptances per client IP, as the other public token lookups: a
 * person needs two or three, far too few to guess a 256-bit token (which cannot be guessed anyway).
 */
export const STAFF_INVITATION_RATE_LIMIT: RateLimit = {
  max: 10,
  windowMinutes: 10,
  blockMinutes: 10,
};

/** The invited person's page: the token after `#` never reaches a server log or a referrer. */
export function invitationPath(token: string): string {
  return `${ADMIN_PAGE_PATHS.invitation}#${token}`;
}
