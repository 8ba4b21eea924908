import { rmSync } from 'node:fs';
import { describe, it } from 'vitest';
import { startLocalS3 } from '../storage/local-s3';
import {
  createPostgresDatabase,
  openEmbeddedSource,
  openPostgresSource,
  targetConfig,
} from './drill-helpers';
import { runRestoreDrill } from './restore-drill';

// Each drill restores twice; an embedded target is a new database folder (initdb) each time.
const DRILL_MS = 300_000;
/** On a PostgreSQL pass the drill between embedded databases is left to the embedded pass. */
const onPostgres = Boolean(process.env.DATABASE_URL);

describe('restore drills: 0 rows and 0 files lost or changed', () => {
  it.skipIf(onPostgres)(
    'embedded database and disk → embedded database and disk',
    () =>
      runRestoreDrill({
        source: openEmbeddedSource,
        target: async () => {
          const config = targetConfig();
          return {
            config,
            close: async () => rmSync(config.dataDir, { recursive: true, force: true }),
          };
        },
      }),
    DRILL_MS,
  );

  it.runIf(onPostgres)(
    'PostgreSQL and disk → PostgreSQL and disk',
    async () => {
      const source = await createPostgresDatabase();
      try {
        await runRestoreDrill({
          source: () => openPostgresSource(source.url),
          target: async () => {
            const database = await createPostgresDatabase();
            const config = targetConfig({ databaseUrl: database.url });
            return {
              config,
              async close() {
                await database.drop();
                rmSync(config.dataDir, { recursive: true, force: true });
              },
            };
          },
        });
      } finally {
        await source.drop();
      }
    },
    DRILL_MS,
  );

  it.runIf(onPostgres)(
    'embedded database and disk → PostgreSQL and S3 (the way up)',
    () =>
      runRestoreDrill({
        source: openEmbeddedSource,
        target: async () => {
          const database = await createPostgresDatabase();
          const s3 = await startLocalS3();
          const config = targetConfig({ databaseUrl: database.url, s3: s3.config });
          return {
            config,
            async close() {
              await database.drop();
              await s3.close();
              rmSync(config.dataDir, { recursive: true, force: true });
            },
          };
        },
      }),
    DRILL_MS,
  );
});
