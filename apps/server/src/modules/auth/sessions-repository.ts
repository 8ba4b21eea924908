import type { StaffRole } from '@toko/contracts';
import { and, eq, gt, isNull, lte, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { pendingLogins, sessions, users } from '../../db/schema';
import { twoFactorEnabledSql } from './two-factor-enabled-sql';
import { staffRoleSql } from './users-repository';

export type SessionRecord = {
  userId: string;
  email: string;
  role: StaffRole | null;
  twoFactorEnabled: boolean;
  lastSeenAt: Date;
  expiresAt: Date;
};

export async function insertSession(
  db: Database,
  values: { id: string; userId: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values({
    id: values.id,
    userId: values.userId,
    createdAt: values.now,
    lastSeenAt: values.now,
    expiresAt: values.expiresAt,
  });
  // "Terakhir masuk" on the Staf page: kept on the user, as sessions end and are deleted.
  await db.update(users).set({ lastSignInAt: values.now }).where(eq(users.id, values.userId));
}

/** The session with its user and staff role, in one round trip; none for a disabled user. */
export async function findSessionWithUser(db: Database, id: string): Promise<SessionRecord | null> {
  const [row] = await db
    .select({
      userId: sessions.userId,
      email: users.email,
      role: staffRoleSql(sessions.userId),
      twoFactorEnabled: twoFactorEnabledSql(sessions.userId),
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), isNull(users.disabledAt)));
  return row ?? null;
}

export async function touchSession(db: Database, id: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
}

export async function deleteSession(db: Database, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/**
 * A security change of the user (password, two-factor on or off, a recovery code used, a reset):
 * every session ends but `exceptSessionId`, the one that made the change, and every pending
 * sign-in is void.
 */
export async function endSessionsOfUser(
  db: Database,
  userId: string,
  exceptSessionId?: string,
): Promise<void> {
  const others = exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined;
  await db.delete(sessions).where(and(eq(sessions.userId, userId), others));
  await db.delete(pendingLogins).where(eq(pendingLogins.userId, userId));
}

export async function insertPendingLogin(
  db: Database,
  row: { id: string; userId: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db
    .delete(pendingLogins)
    .where(and(eq(pendingLogins.userId, row.userId), lte(pendingLogins.expiresAt, now)));
  await db.insert(pendingLogins).values(row);
}

/** The user of a pending sign-in still running, or null. */
export async function findPendingLogin(db: Database, id: string, now: Date) {
  const [row] = await db
    .select({ userId: pendingLogins.userId })
    .from(pendingLogins)
    .where(and(eq(pendingLogins.id, id), gt(pendingLogins.expiresAt, now)));
  return row?.userId ?? null;
}

/** Uses a pending sign-in up: true for the one caller that deleted it while it still ran. */
export async function takePendingLogin(db: Database, id: string, now: Date): Promise<boolean> {
  const taken = await db
    .delete(pendingLogins)
    .where(and(eq(pendingLogins.id, id), gt(pendingLogins.expiresAt, now)))
    .returning({ id: pendingLogins.id });
  return taken.length === 1;
}

/** Removes a user's sessions past their absolute end or idle since before `idleCutoff`. */
export async function deleteExpiredSessionsOfUser(
  db: Database,
  userId: string,
  now: Date,
  idleCutoff: Date,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        or(lte(sessions.expiresAt, now), lte(sessions.lastSeenAt, idleCutoff)),
      ),
    );
}
