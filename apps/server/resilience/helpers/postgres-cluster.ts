import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const VERSIONS_DIR = '/usr/lib/postgresql';

/** The folder holding `initdb` and `pg_ctl`: `pg_config --bindir`, else the newest Debian one. */
export function findPostgresBinaries(): string | undefined {
  const candidates: string[] = [];
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim());
  } catch {
    // no pg_config on the PATH
  }
  if (existsSync(VERSIONS_DIR)) {
    const versions = readdirSync(VERSIONS_DIR).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => join(VERSIONS_DIR, version, 'bin')));
  }
  return candidates.find(
    (dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')),
  );
}

export type PostgresCluster = {
  url: string;
  start(): void;
  /** A fast shutdown: open connections are cut, committed data stays. */
  stop(): void;
  /** Stops the cluster (if running) and deletes its folder. */
  remove(): void;
};

/**
 * A throwaway PostgreSQL cluster of its own on 127.0.0.1:`port`, in a temporary folder, so a test
 * may stop and start it without touching any other database. initdb refuses to run as root: then
 * every command runs as the `postgres` user, which owns the folder.
 */
export function createPostgresCluster(binaries: string, port: number): PostgresCluster {
  const dir = mkdtempSync(join(tmpdir(), 'toko-pg-'));
  const dataDir = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
  }
  const run = (tool: string, args: string[]) => {
    const command = join(binaries, tool);
    execFileSync(
      asRoot ? 'runuser' : command,
      asRoot ? ['-u', 'postgres', '--', command, ...args] : args,
      {
        stdio: 'pipe',
        timeout: 60_000,
      },
    );
  };
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  const cluster: PostgresCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () =>
      run('pg_ctl', ['-D', dataDir, '-l', join(dir, 'log'), '-o', serverOptions, '-w', 'start']),
    stop: () => run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
    remove() {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // not running
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    cluster.start();
  } catch (error) {
    cluster.remove();
    throw error;
  }
  return cluster;
}
