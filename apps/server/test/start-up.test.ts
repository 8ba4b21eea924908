import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openPostgres } from '../src/db/open-postgres';
import { freePort } from './helpers/free-port';

const SERVER_ENTRY = join(import.meta.dirname, '../src/server.ts');
/** On a PostgreSQL pass the start on the embedded database is left to the embedded pass. */
const onPostgres = Boolean(process.env.DATABASE_URL);

type Started = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

/** Starts the real server process (TypeScript source through tsx), as `npm start` would. */
function startServer(env: NodeJS.ProcessEnv): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    env: { PATH: process.env.PATH, NODE_ENV: 'production', ALLOWED_HOSTS: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** The first answer to `path`, as soon as the server listens. */
async function answerOnceListening(port: number, path: string, started: Started) {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    const answer = await fetch(`http://127.0.0.1:${port}${path}`).catch(() => undefined);
    if (answer) return answer;
    if (started.child.exitCode !== null) throw new Error(`server exited:\n${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not answer:\n${started.output()}`);
}

/** Health, once the server is ready (it answers health already while its migrations run). */
async function waitForHealth(port: number, started: Started): Promise<Response> {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`).catch(() => undefined);
    if (ready?.status === 200) return fetch(`http://127.0.0.1:${port}/api/health`);
    if (started.child.exitCode !== null) throw new Error(`server exited:\n${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become ready:\n${started.output()}`);
}

describe('the server process', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  });

  function tempDataDir() {
    const dir = mkdtempSync(join(tmpdir(), 'toko-start-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return dir;
  }

  it('refuses to start on bad configuration, naming every bad variable', async () => {
    const started = startServer({
      PORT: 'abc',
      DATABASE_URL: 'mysql://nope',
      DATA_DIR: tempDataDir(),
    });
    expect(await started.exited).toBe(1);
    expect(started.output()).toContain('PORT:');
    expect(started.output()).toContain('DATABASE_URL:');
  });

  it.skipIf(onPostgres)(
    'starts on embedded PGlite, serves health, and exits cleanly on SIGTERM',
    async () => {
      const port = await freePort();
      const started = startServer({
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: tempDataDir(),
      });
      cleanups.push(() => started.child.kill('SIGKILL'));
      const response = await waitForHealth(port, started);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok', database: 'up' });

      started.child.kill('SIGTERM');
      expect(await started.exited).toBe(0);
    },
    60_000,
  );

  it.runIf(onPostgres)(
    'starts on PostgreSQL, survives a database restart of its connections, stops on SIGINT',
    async () => {
      const port = await freePort();
      const appName = `toko-start-${port}`;
      const started = startServer({
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: tempDataDir(),
        DATABASE_URL: process.env.DATABASE_URL,
        PGAPPNAME: appName,
      });
      cleanups.push(() => started.child.kill('SIGKILL'));
      const response = await waitForHealth(port, started);
      expect(await response.json()).toEqual({ status: 'ok', database: 'up' });

      // What a database restart does to idle pooled connections: the server must not crash.
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      const { rowCount } = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
        [appName],
      );
      await admin.end();
      expect(rowCount).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(started.child.exitCode).toBeNull();
      const afterRestart = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(afterRestart.status).toBe(200);

      started.child.kill('SIGINT');
      expect(await started.exited).toBe(0);
    },
    60_000,
  );
  it.runIf(onPostgres)(
    'listens while its migrations run: /api/ready says 503 starting, /api/health 200',
    async () => {
      const url = process.env.DATABASE_URL!;
      // Migrated once, then its migrations table held: the server's migration waits for it.
      await (await openPostgres({ url })).close();
      const holder = new pg.Client({ connectionString: url });
      await holder.connect();
      await holder.query('begin');
      await holder.query('lock table drizzle.__drizzle_migrations in access exclusive mode');
      const port = await freePort();
      const started = startServer({
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: tempDataDir(),
        DATABASE_URL: url,
      });
      cleanups.push(() => started.child.kill('SIGKILL'));
      try {
        const ready = await answerOnceListening(port, '/api/ready', started);
        expect([ready.status, await ready.json()]).toEqual([503, { status: 'starting' }]);
        const health = await fetch(`http://127.0.0.1:${port}/api/health`);
        expect(health.status).toBe(200);
        const page = await fetch(`http://127.0.0.1:${port}/api/auth/session`);
        expect(page.status).toBe(503);
      } finally {
        await holder.query('commit');
        await holder.end();
      }
      expect((await waitForHealth(port, started)).status).toBe(200);
      started.child.kill('SIGTERM');
      expect(await started.exited).toBe(0);
    },
    60_000,
  );
});
