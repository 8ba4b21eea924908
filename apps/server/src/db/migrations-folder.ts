import { fileURLToPath } from 'node:url';

/**
 * Committed SQL migrations sit beside this module in source (`src/db/migrations`) and beside
 * the bundle after a build (`dist/migrations`), so one relative URL finds them in both.
 */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
