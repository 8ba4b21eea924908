import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { userRoles, users } from '../../db/schema';

export type UserRecord = { id: string; email: string; passwordHash: string };

const userColumns = { id: users.id, email: users.email, passwordHash: users.passwordHash };

export async function findUserByEmail(db: Database, email: string): Promise<UserRecord | null> {
  const [user] = await db.select(userColumns).from(users).where(eq(users.email, email));
  return user ?? null;
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

export async function grantRole(db: Database, userId: string, role: string): Promise<void> {
  await db.insert(userRoles).values({ userId, role }).onConflictDoNothing();
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
