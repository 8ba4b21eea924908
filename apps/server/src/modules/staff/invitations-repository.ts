import type { PendingInvitation, StaffRole } from '@toko/contracts';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { staffInvitations, users } from '../../db/schema';
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

const pending = (now: Date) =>
  and(isNull(staffInvitations.acceptedAt), gt(staffInvitations.expiresAt, now));

/** The invitations still waiting for their person, newest first, with who sent each. */
export async function listPendingInvitations(
  db: Database,
  now: Date,
): Promise<PendingInvitation[]> {
  const rows = await db
    .select({ ...columns, expiresAt: staffInvitations.expiresAt, invitedBy: users.email })
    .from(staffInvitations)
    .leftJoin(users, eq(users.id, staffInvitations.invitedBy))
    .where(pending(now))
    .orderBy(desc(staffInvitations.createdAt), desc(staffInvitations.id));
  return rows.map((row) => ({
    ...row,
    role: row.role as StaffRole,
    expiresAt: row.expiresAt.toISOString(),
  }));
}

/**
 * Deletes a waiting invitation, so its link finds nothing and reads "Undangan tidak berlaku"
 * (as a replaced one does). Returns what it was; null when none was waiting.
 */
export async function deletePendingInvitation(
  tx: Transaction,
  id: string,
  now: Date,
): Promise<UsableInvitation | null> {
  const [row] = await tx
    .delete(staffInvitations)
    .where(and(eq(staffInvitations.id, id), pending(now)))
    .returning(columns);
  return (row as UsableInvitation | undefined) ?? null;
}
