import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { sessions, userRoles, users } from '../../db/schema';
import { twoFactorEnabledSql } from './two-factor-enabled-sql';
import { ADMIN_ROLE } from './roles';

export type SessionRecord = {
  userId: string;
  email: string;
  isAdmin: boolean;
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
}

/** The session with its user and admin flag, in one round trip; none for a disabled user. */
export async function findSessionWithUser(db: Database, id: string): Promise<SessionRecord | null> {
  const [row] = await db
    .select({
      userId: sessions.userId,
      email: users.email,
      isAdmin: sql<boolean>`exists (
        select 1 from ${userRoles}
        where ${userRoles.userId} = ${sessions.userId} and ${userRoles.role} = ${ADMIN_ROLE}
      )`,
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

export async function deleteSessionsOfUser(db: Database, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
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
