import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SERVER_ENTRY = fileURLToPath(new URL('../../dist/server.js', import.meta.url));
const START_TIMEOUT_MS = 240_000;

export type ServerProcess = {
  port: number;
  /** The process id, to read its memory from /proc. */
  pid: number;
  url(path: string): string;
  /** Everything the process printed (JSON log lines). */
  output(): string;
  exited: Promise<number | null>;
  kill9(): Promise<void>;
  /** SIGTERM, as a deployment stops it; resolves with the exit code. */
  stop(): Promise<number | null>;
};

/** The built server (`apps/server/dist/server.js`) as its own process, answering on `port`. */
export async function startServer(
  port: number,
  env: Record<string, string>,
): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      // Raw requests in these tests name localhost; fetch names 127.0.0.1.
      ALLOWED_HOSTS: '127.0.0.1,localhost',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const server: ServerProcess = {
    port,
    pid: child.pid ?? 0,
    url: (path) => `http://127.0.0.1:${port}${path}`,
    output: () => output,
    exited,
    async kill9() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    const ready = await fetch(server.url('/api/ready')).catch(() => undefined);
    if (ready?.status === 200) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become ready within ${START_TIMEOUT_MS} ms:\n${output}`);
}
