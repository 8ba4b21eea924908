import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reportFigure } from '../test/helpers/report-figure';
import { withSql } from './helpers/database-access';
import { createPostgresCluster, findPostgresBinaries } from './helpers/postgres-cluster';
import { startServer, type ServerProcess } from './helpers/server-process';
import { ageUnfinishedWork, readStoredState } from './helpers/stored-state';
import { newSubmission, send, type Answer } from './helpers/submissions';
import { waitUntil } from './helpers/wait-until';

const SERVER_PORT = 4401;
const POSTGRES_PORT = 4410;
const SUBMISSIONS = 100;
/** Past the hour after which the cleanup takes a pending file for an orphan. */
const AGE_MINUTES = 61;
const binaries = findPostgresBinaries();

/** The orphan files the start-up cleanup deleted, from its log line. */
function sweptFiles(server: ServerProcess): number | undefined {
  for (const line of server.output().split('\n')) {
    if (!line.includes('"cleanup done"')) continue;
    return (JSON.parse(line) as { orphanFiles: number }).orphanFiles;
  }
  return undefined;
}

async function crashDuringSubmissions(database: 'postgres' | 'pglite') {
  const dataDir = mkdtempSync(join(tmpdir(), 'toko-crash-'));
  const cluster =
    database === 'postgres' && binaries
      ? createPostgresCluster(binaries, POSTGRES_PORT)
      : undefined;
  const env = {
    DATA_DIR: dataDir,
    TRUST_PROXY: '1',
    ...(cluster ? { DATABASE_URL: cluster.url } : {}),
  };
  const target = cluster ? { databaseUrl: cluster.url } : { pgliteDir: join(dataDir, 'pglite') };
  let server: ServerProcess | undefined;
  try {
    server = await startServer(SERVER_PORT, env);
    const base = server.url('');
    const submissions = Array.from({ length: SUBMISSIONS }, (_, index) =>
      newSubmission(index % 2 === 0 ? 'order' : 'registration', index, database),
    );
    let answered = 0;
    const firstRun = submissions.map((submission) =>
      send(base, submission).then((answer) => {
        if (answer.status !== 'no answer') answered += 1;
        return answer;
      }),
    );
    await waitUntil(() => answered >= SUBMISSIONS / 4, 120_000, 'the first answers');
    await server.kill9();
    const first = await Promise.all(firstRun);

    // The same data, the same keys, on the restarted server.
    server = await startServer(SERVER_PORT, env);
    const retries = await Promise.all(submissions.map((submission) => send(base, submission)));
    await server.stop();

    const afterCrash = await withSql(target, async (sql) => {
      const state = await readStoredState(sql, dataDir);
      await ageUnfinishedWork(sql, dataDir, AGE_MINUTES);
      return state;
    });
    server = await startServer(SERVER_PORT, env);
    const started = server;
    await waitUntil(() => sweptFiles(started) !== undefined, 60_000, 'the start-up cleanup');
    await server.stop();
    const final = await withSql(target, (sql) => readStoredState(sql, dataDir));

    // A retry replays the answer of a submission that committed before the kill, else runs it.
    const complete = retries.filter((answer) => answer.status === 201 && answer.replayed).length;
    reportFigure(
      `resilience: crash (${database}) ${SUBMISSIONS} in flight → ${first.filter((a) => a.status === 201).length} answered 201 before the kill, ` +
        `${complete} complete, ${SUBMISSIONS - complete} absent, ${afterCrash.partialRows.length} partial, ` +
        `orphans swept ${sweptFiles(server)} (${afterCrash.unreferencedFiles.length} unreferenced files, ` +
        `${afterCrash.pendingEntries} pending entries after the crash); retries: ${complete} replayed, ` +
        `${retries.filter((a) => a.status === 201 && !a.replayed).length} new`,
    );

    expect(afterCrash.partialRows).toEqual([]);
    first.forEach((answer: Answer, index) => {
      if (answer.status === 201)
        expect(retries[index]).toMatchObject({ status: 201, replayed: true, body: answer.body });
    });
    // A submission cut off by the kill left no claim: its retry runs at once.
    expect(retries.map((answer) => answer.status)).toEqual(retries.map(() => 201));
    expect(final.partialRows).toEqual([]);
    expect(final.unreferencedFiles).toEqual([]);
    expect(final.pendingEntries).toBe(0);
    expect(submissions.map((submission) => final.rowsPerTag.get(submission.tag) ?? 0)).toEqual(
      submissions.map(() => 1),
    );
  } finally {
    await server?.kill9();
    cluster?.remove();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('kill -9 during 100 submissions, then a restart', () => {
  it.skipIf(!binaries)(
    'PostgreSQL: every submission complete or absent, orphans swept, a retry makes one',
    () => crashDuringSubmissions('postgres'),
  );

  it(
    'embedded PGlite reopens: every submission complete or absent, orphans swept, a retry makes one',
    () => crashDuringSubmissions('pglite'),
    // Four starts of the embedded database, each a minute or more on a busy 2-core machine.
    600_000,
  );
});
