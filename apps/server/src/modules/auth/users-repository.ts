import { DEFAULT_STAFF_ROLE, type StaffRole } from '@toko/contracts';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { userRoles, users } from '../../db/schema';

export type UserRecord = { id: string; email: string; passwordHash: string };

/** Any user, disabled or not: what the admin command and the start-up bootstrap manage. */
export type AccountRecord = UserRecord & { disabledAt: Date | null };

export type AccountListing = {
  email: string;
  role: StaffRole | null;
  disabledAt: Date | null;
  createdAt: Date;
};

const userColumns = { id: users.id, email: users.email, passwordHash: users.passwordHash };

/** A user's staff role (one at most), or null: a user without one is no staff member. */
export const staffRoleSql = (userId: AnyPgColumn) => sql<StaffRole | null>`(
  select ${userRoles.role} from ${userRoles} where ${userRoles.userId} = ${userId} limit 1
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

/** Oldest first, with each one's staff role. */
export function listAccounts(db: Database): Promise<AccountListing[]> {
  return db
    .select({
      email: users.email,
      role: staffRoleSql(users.id),
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

export async function touchUser(db: Database, userId: string, now: Date): Promise<void> {
  await db.update(users).set({ updatedAt: now }).where(eq(users.id, userId));
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

/** The user's one staff role becomes `role`. */
export async function setStaffRole(
  db: Database,
  userId: string,
  role: StaffRole = DEFAULT_STAFF_ROLE,
): Promise<void> {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  await db.insert(userRoles).values({ userId, role });
}

export async function removeStaffRole(db: Database, userId: string): Promise<void> {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
}

export async function staffRoleOf(db: Database, userId: string): Promise<StaffRole | null> {
  const [row] = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId))
    .limit(1);
  return (row?.role as StaffRole | undefined) ?? null;
}

export async function anyStaff(db: Database): Promise<boolean> {
  const [row] = await db.select({ userId: userRoles.userId }).from(userRoles).limit(1);
  return row !== undefined;
}

/** Emails of the enabled staff (of `roles` when given), alphabetically. */
export async function staffEmails(db: Database, roles?: readonly StaffRole[]): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(isNull(users.disabledAt), roles ? inArray(userRoles.role, roles) : undefined))
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
