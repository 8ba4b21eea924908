import type { StaffRole } from '@toko/contracts';
import type { Database } from '../../db/database';
import { hashPassword } from './password';
import { assertOwnerRemains } from './owner-remains';
import { endSessionsOfUser } from './sessions-repository';
import {
  insertUser,
  removeStaffRole,
  setDisabledAt,
  setStaffRole,
  touchUser,
  updatePasswordHash,
} from './users-repository';

/**
 * A staff member's role becomes `role`, and every session of theirs ends: a browser holding the
 * old role's pages signs in again and gets the new role's. The last enabled Pemilik keeps the
 * role (`last_owner`).
 */
export function changeStaffRole(
  db: Database,
  userId: string,
  role: StaffRole,
  now: Date,
): Promise<void> {
  return db.transaction(async (tx) => {
    await assertOwnerRemains(tx, userId, { role });
    await setStaffRole(tx, userId, role);
    await touchUser(tx, userId, now);
    await endSessionsOfUser(tx, userId);
  });
}

/**
 * The user can no longer sign in: disabled, no staff role, every session ended. The last enabled
 * Pemilik is refused (`last_owner`).
 */
export function disableUser(db: Database, userId: string, now: Date): Promise<void> {
  return db.transaction(async (tx) => {
    await assertOwnerRemains(tx, userId, 'removed');
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
