import { fork } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Creates a new embedded database folder (PGlite's initdb) in a child process. initdb needs
 * about 400 MB of WebAssembly memory, part of which a process keeps for its whole life once it
 * has had it; the child gives all of it back when it exits, so a first start idles as low as
 * every later one. The folder is made beside `dataDir` and moved into place whole, so a start
 * cut off half-way leaves nothing that looks like a database.
 */
export async function createPgliteCluster(dataDir: string, settings: string[]): Promise<void> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new Error(`${dataDir} is not empty and holds no database; move it away to start afresh`);
  }
  const staging = `${dataDir}.new`;
  mkdirSync(dirname(dataDir), { recursive: true });
  rmSync(staging, { recursive: true, force: true });
  const script = fileURLToPath(new URL('./create-pglite-cluster.child.mjs', import.meta.url));
  const child = fork(script, [staging, JSON.stringify(settings)], {
    execArgv: [],
    stdio: 'inherit',
  });
  // `once` rejects with the child's error when it cannot start.
  const [code, signal] = (await once(child, 'exit')) as [number | null, string | null];
  if (code !== 0) {
    throw new Error(`creating the embedded database failed (exit ${code ?? signal})`);
  }
  if (existsSync(dataDir)) rmdirSync(dataDir);
  renameSync(staging, dataDir);
}
