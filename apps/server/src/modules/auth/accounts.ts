import type { StaffRole } from '@toko/contracts';
import type { Database } from '../../db/database';
import { hashPassword } from './password';
import { endSessionsOfUser } from './sessions-repository';
import {
  insertUser,
  removeStaffRole,
  setDisabledAt,
  setStaffRole,
  updatePasswordHash,
} from './users-repository';

/** The user can no longer sign in: disabled, no staff role, every session ended. */
export function disableUser(db: Database, userId: string, now: Date): Promise<void> {
  return db.transaction(async (tx) => {
    await setDisabledAt(tx, userId, now, now);
    await removeStaffRole(tx, userId);
    await endSessionsOfUser(tx, userId);
  });
}

/** Sessions opened with the old password end with it. */
export async function replacePassword(
  db: Database,
  userId: string,
  password: string,
  now: Date,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await updatePasswordHash(tx, userId, passwordHash, now);
    await endSessionsOfUser(tx, userId);
  });
}

/** A new staff member with `role` (Pemilik unless given); null when the email is taken. */
export async function createAdmin(
  db: Database,
  email: string,
  password: string,
  now: Date,
  role?: StaffRole,
): Promise<{ id: string } | null> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const user = await insertUser(tx, { email, passwordHash, now });
    if (user) await setStaffRole(tx, user.id, role);
    return user;
  });
}

/**
 * A disabled user becomes staff again (Pemilik unless `role` is given), with a new password (the
 * old one may be why it was disabled) and no session from before.
 */
export async function enableAdmin(
  db: Database,
  userId: string,
  password: string,
  now: Date,
  role?: StaffRole,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await updatePasswordHash(tx, userId, passwordHash, now);
    await setDisabledAt(tx, userId, null, now);
    await setStaffRole(tx, userId, role);
    await endSessionsOfUser(tx, userId);
  });
}
