import type { StaffRole } from '@toko/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { staffInvitations } from '../../db/schema';
import type { Transaction } from '../../lib/transaction';

export type NewInvitation = {
  email: string;
  role: StaffRole;
  tokenHash: string;
  invitedBy: string;
  now: Date;
  expiresAt: Date;
};

/** The new invitation; an unused older one of the same e-mail is deleted, so its link ends. */
export async function replaceInvitation(tx: Transaction, invitation: NewInvitation) {
  await tx
    .delete(staffInvitations)
    .where(and(eq(staffInvitations.email, invitation.email), isNull(staffInvitations.acceptedAt)));
  const [row] = await tx
    .insert(staffInvitations)
    .values({
      email: invitation.email,
      role: invitation.role,
      tokenHash: invitation.tokenHash,
      invitedBy: invitation.invitedBy,
      createdAt: invitation.now,
      expiresAt: invitation.expiresAt,
    })
    .returning({ id: staffInvitations.id });
  return row!;
}

const usable = (tokenHash: string, now: Date) =>
  and(
    eq(staffInvitations.tokenHash, tokenHash),
    isNull(staffInvitations.acceptedAt),
    gt(staffInvitations.expiresAt, now),
  );

export type UsableInvitation = { id: string; email: string; role: StaffRole };

const columns = {
  id: staffInvitations.id,
  email: staffInvitations.email,
  role: staffInvitations.role,
};

export async function findUsableInvitation(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<UsableInvitation | null> {
  const [row] = await db.select(columns).from(staffInvitations).where(usable(tokenHash, now));
  return (row as UsableInvitation | undefined) ?? null;
}

/** Uses the invitation up: the one caller that marked it while it was usable gets it. */
export async function takeInvitation(
  tx: Transaction,
  tokenHash: string,
  now: Date,
): Promise<UsableInvitation | null> {
  const [row] = await tx
    .update(staffInvitations)
    .set({ acceptedAt: now })
    .where(usable(tokenHash, now))
    .returning(columns);
  return (row as UsableInvitation | undefined) ?? null;
}
