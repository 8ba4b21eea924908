import type { Database } from '../db/database';

/** The handle inside `db.transaction(async (tx) => …)`; helpers that must share it ask for it. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
