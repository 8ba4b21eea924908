import { z } from 'zod';

export const MANIFEST_ENTRY = 'manifest.json';
export const DUMP_ENTRY = 'database.sql';
export const SECRETS_ENTRY = 'secrets.json';
/** Stored files sit in the archive under this folder, by their storage key. */
export const FILES_FOLDER = 'files/';

const fileRecord = z.object({
  key: z.string(),
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  contentType: z.string(),
  downloadName: z.string().optional(),
});
export type FileRecord = z.infer<typeof fileRecord>;

/** Written last into the archive: what it holds and the hash of every part. */
export const manifestSchema = z.object({
  format: z.literal(1),
  appVersion: z.string(),
  /** The tag of the last migration applied to the database, e.g. `0013_pending_logins`. */
  migration: z.string(),
  /** How many migrations were applied: a later version has more. */
  migrationCount: z.number().int().nonnegative(),
  createdAt: z.iso.datetime(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    size: z.number().int().nonnegative(),
    sha256: z.string(),
    /** Row count of each table (schema-qualified name) in the dumped snapshot. */
    tables: z.record(z.string(), z.number().int().nonnegative()),
  }),
  files: z.array(fileRecord),
  /** Keys the database names that storage no longer had when the backup was made. */
  missingFiles: z.array(z.string()),
  secrets: z.object({ size: z.number(), sha256: z.string() }).optional(),
});
export type BackupManifest = z.infer<typeof manifestSchema>;
