import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { userRoles, users } from '../../db/schema';

export type UserRecord = { id: string; email: string; passwordHash: string };

/** Any user, disabled or not: what the admin command and the start-up bootstrap manage. */
export type AccountRecord = UserRecord & { disabledAt: Date | null };

export type AccountListing = {
  email: string;
  isAdmin: boolean;
  disabledAt: Date | null;
  createdAt: Date;
};

const userColumns = { id: users.id, email: users.email, passwordHash: users.passwordHash };

const hasRole = (role: string) => sql<boolean>`exists (
  select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.role} = ${role}
)`;

/** A user who may sign in: a disabled one is not found, so login answers as for an unknown email. */
export async function findUserByEmail(db: Database, email: string): Promise<UserRecord | null> {
  const [user] = await db
    .select(userColumns)
    .from(users)
    .where(and(eq(users.email, email), isNull(users.disabledAt)));
  return user ?? null;
}

export async function findAccountByEmail(
  db: Database,
  email: string,
): Promise<AccountRecord | null> {
  const [user] = await db
    .select({ ...userColumns, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.email, email));
  return user ?? null;
}

/** Oldest first, with whether each holds `role`. */
export function listAccounts(db: Database, role: string): Promise<AccountListing[]> {
  return db
    .select({
      email: users.email,
      isAdmin: hasRole(role),
      disabledAt: users.disabledAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .orderBy(asc(users.createdAt), asc(users.email));
}

/** Returns null when the email is taken (e.g. another instance created it first). */
export async function insertUser(
  db: Database,
  values: { email: string; passwordHash: string; now: Date },
): Promise<UserRecord | null> {
  const [user] = await db
    .insert(users)
    .values({
      email: values.email,
      passwordHash: values.passwordHash,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoNothing({ target: users.email })
    .returning(userColumns);
  return user ?? null;
}

export async function updatePasswordHash(
  db: Database,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

/** `disabledAt` null enables the user again. */
export async function setDisabledAt(
  db: Database,
  userId: string,
  disabledAt: Date | null,
  now: Date,
): Promise<void> {
  await db.update(users).set({ disabledAt, updatedAt: now }).where(eq(users.id, userId));
}

export async function grantRole(db: Database, userId: string, role: string): Promise<void> {
  await db.insert(userRoles).values({ userId, role }).onConflictDoNothing();
}

export async function revokeRole(db: Database, userId: string, role: string): Promise<void> {
  await db.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)));
}

export async function userHasRole(db: Database, userId: string, role: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
    .limit(1);
  return row !== undefined;
}

export async function anyUserHasRole(db: Database, role: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(eq(userRoles.role, role))
    .limit(1);
  return row !== undefined;
}

/** Emails of the enabled users holding `role`, alphabetically. */
export async function emailsWithRole(db: Database, role: string): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(eq(userRoles.role, role), isNull(users.disabledAt)))
    .orderBy(asc(users.email));
  return rows.map((row) => row.email);
}

/** An enabled user by id, as a session would show them; null for a disabled or unknown one. */
export async function findEnabledUserById(
  db: Database,
  id: string,
): Promise<Pick<UserRecord, 'id' | 'email'> | null> {
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.disabledAt)));
  return user ?? null;
}
