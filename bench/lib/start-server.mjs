// Starts a server script in a process of its own on a free 127.0.0.1 port and waits until it
// answers `readyPath`.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * `dataDir`: a data folder to keep; by default a new one, removed again by `stop`. `cpus`: the
 * cores the server may run on (taskset's list, e.g. '1'), so that a load generator on the others
 * does not take turns with it.
 */
export async function startServer(
  script,
  { env = {}, execArgv = [], readyPath = '/', dataDir: keptDataDir, cpus } = {},
) {
  const dataDir = keptDataDir ?? mkdtempSync(join(tmpdir(), 'toko-bench-'));
  const port = await freePort();
  const command = [process.execPath, ...execArgv, script];
  // taskset runs the command in its own process (exec), so child.pid is the server's.
  if (cpus !== undefined) command.unshift('taskset', '--cpu-list', cpus);
  const child = spawn(command[0], command.slice(1), {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  // A minute and a half: a first start (new database, migrations) on 2 cores at load 15 takes 30 s.
  const giveUpAt = Date.now() + 90_000;
  for (;;) {
    const ok = await fetch(`${base}${readyPath}`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > giveUpAt || child.exitCode !== null) {
      throw new Error(`${script} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    if (!keptDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  return { port, base, child, stop };
}
