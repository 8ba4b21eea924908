import { and, count, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { twoFactorRecoveryCodes, userTwoFactor } from '../../db/schema';
import type { Transaction } from '../../lib/transaction';

export type TwoFactorRecord = {
  secretCiphertext: string;
  enabledAt: Date | null;
  lastUsedStep: number | null;
};

export async function findTwoFactor(db: Database, userId: string): Promise<TwoFactorRecord | null> {
  const [row] = await db
    .select({
      secretCiphertext: userTwoFactor.secretCiphertext,
      enabledAt: userTwoFactor.enabledAt,
      lastUsedStep: userTwoFactor.lastUsedStep,
    })
    .from(userTwoFactor)
    .where(eq(userTwoFactor.userId, userId));
  return row ?? null;
}

/** A new secret waiting for its first code; false when two-factor is already on. */
export async function savePendingSecret(
  db: Database,
  userId: string,
  secretCiphertext: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(userTwoFactor)
    .values({ userId, secretCiphertext, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: userTwoFactor.userId,
      set: { secretCiphertext, lastUsedStep: null, updatedAt: now },
      setWhere: isNull(userTwoFactor.enabledAt),
    })
    .returning({ userId: userTwoFactor.userId });
  return rows.length > 0;
}

/**
 * Records `step` as used, only if it is later than the last one: one statement, so two requests
 * with the same code cannot both pass. `enabled` says which state the row must be in.
 */
export async function claimStep(
  db: Database | Transaction,
  userId: string,
  step: number,
  now: Date,
  enabled: boolean,
): Promise<boolean> {
  const rows = await db
    .update(userTwoFactor)
    .set({ lastUsedStep: step, updatedAt: now, ...(enabled ? {} : { enabledAt: now }) })
    .where(
      and(
        eq(userTwoFactor.userId, userId),
        enabled ? isNotNull(userTwoFactor.enabledAt) : isNull(userTwoFactor.enabledAt),
        or(isNull(userTwoFactor.lastUsedStep), lt(userTwoFactor.lastUsedStep, step)),
      ),
    )
    .returning({ userId: userTwoFactor.userId });
  return rows.length > 0;
}

export async function replaceRecoveryCodes(
  tx: Transaction,
  userId: string,
  codeHashes: string[],
  now: Date,
): Promise<void> {
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await tx
    .insert(twoFactorRecoveryCodes)
    .values(codeHashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
}

/** Marks an unused code used; false when there is no such code or it was used already. */
export async function useRecoveryCode(
  tx: Transaction,
  userId: string,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, codeHash),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ userId: twoFactorRecoveryCodes.userId });
  return rows.length > 0;
}

export async function countRecoveryCodesLeft(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return row?.left ?? 0;
}

/** Two-factor off: the secret and every recovery code go. True when there was anything. */
export async function deleteTwoFactor(tx: Transaction, userId: string): Promise<boolean> {
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  const rows = await tx
    .delete(userTwoFactor)
    .where(eq(userTwoFactor.userId, userId))
    .returning({ enabledAt: userTwoFactor.enabledAt });
  return rows.some((row) => row.enabledAt !== null);
}
