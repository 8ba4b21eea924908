import { createHash, randomBytes } from 'node:crypto';

/**
 * Only this hash is stored. The token has 256 random bits, so a plain SHA-256 cannot be
 * reversed or guessed; the table alone opens no account.
 */
export function invitationTokenHash(token: string): string {
  return createHash('sha256').update(`staff-invitation:v1\n${token}`).digest('hex');
}

export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: invitationTokenHash(token) };
}
