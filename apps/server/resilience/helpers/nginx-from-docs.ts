import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitUntil } from './wait-until';

const DEPLOY_DOC = fileURLToPath(new URL('../../../../docs/deploy.md', import.meta.url));
const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'];

/** Debian's nginx binary, when installed (`apt-get install nginx-light`). */
export function findNginx(): string | undefined {
  return NGINX_CANDIDATES.find((path) => existsSync(path));
}

/** Every fenced ```nginx block of docs/deploy.md, joined: the site file operators are told to use. */
export function nginxConfigInDocs(): string {
  const blocks = [...readFileSync(DEPLOY_DOC, 'utf8').matchAll(/^```nginx\n([\s\S]*?)^```$/gm)];
  if (blocks.length === 0) throw new Error('docs/deploy.md has no ```nginx block');
  return blocks.map((block) => block[1]).join('\n');
}

/**
 * The documented config with only what differs on this machine replaced: each `listen` becomes
 * `127.0.0.1:listenPort`, the upstream's `server` addresses become `upstreams` in their order,
 * and `/var/log/nginx/` becomes `logDir`. Everything else stays as printed. A doc whose upstream
 * names fewer servers than `upstreams` keeps fewer (the test then sees what that does).
 */
export function substituteForTest(
  config: string,
  { listenPort, upstreams, logDir }: { listenPort: number; upstreams: string[]; logDir: string },
): string {
  let listens = 0;
  let servers = 0;
  const substituted = config
    .replace(/^(\s*)listen\s+[^;]+;/gm, (_line, indent: string) => {
      listens += 1;
      return `${indent}listen 127.0.0.1:${listenPort};`;
    })
    .replace(/^(\s*)server\s+(?!\{)\S+?(\s[^;]*)?;/gm, (line, indent: string, options = '') => {
      const address = upstreams[servers++];
      return address === undefined
        ? `${indent}# left out: ${line.trim()}`
        : `${indent}server ${address}${options};`;
    })
    .replaceAll('/var/log/nginx/', `${logDir}/`);
  if (listens === 0 || servers === 0)
    throw new Error('the nginx config in docs/deploy.md has no `listen` or no upstream `server`');
  return substituted;
}

export type AccessLine = {
  method: string;
  path: string;
  status: number;
  /** Each instance nginx tried, in order (`$upstream_addr`); the last one answered. */
  upstreams: string[];
  upstreamStatuses: string[];
  requestId: string;
};

/** One line of the documented `log_format toko`. */
function parseAccessLine(line: string): AccessLine {
  const match =
    /^\S+ \[[^\]]+\] "(\S+) (\S+) [^"]*" (\d{3}) \S+ \S+ upstream=(.*) upstream_status=(.*) id=(\S+)$/.exec(
      line,
    );
  if (!match) throw new Error(`an access log line not in the documented format: ${line}`);
  // Several tries are listed `a, b` (`a : b` across upstream groups); `-` when none was asked.
  const list = (value: string) => value.split(/, | : /).filter((entry) => entry !== '-');
  return {
    method: match[1]!,
    path: match[2]!,
    status: Number(match[3]),
    upstreams: list(match[4]!),
    upstreamStatuses: list(match[5]!),
    requestId: match[6]!,
  };
}

export type Nginx = {
  origin: string;
  /** The site file, included in `http { }` as Debian includes conf.d/*.conf. */
  sitePath: string;
  /** What reloads this nginx, as `nginx -s reload` does the system's. */
  reloadCommand: string;
  /** The access log of the documented `access_log`, parsed. */
  accessLog(): AccessLine[];
  errorLog(): string;
  stop(): Promise<void>;
};

/**
 * nginx in the foreground (`daemon off`, one worker) with `siteConfig` inside its `http { }`, as
 * Debian's /etc/nginx/nginx.conf includes conf.d/*.conf; its temporary files in a folder of its own.
 */
export async function startNginx(
  binary: string,
  listenPort: number,
  upstreams: string[],
): Promise<Nginx> {
  const dir = mkdtempSync(join(tmpdir(), 'toko-nginx-'));
  // Workers run as an unprivileged user when nginx starts as root: they must reach the folder.
  chmodSync(dir, 0o755);
  const sitePath = join(dir, 'toko-edc.conf');
  writeFileSync(
    sitePath,
    substituteForTest(nginxConfigInDocs(), { listenPort, upstreams, logDir: dir }),
  );
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `    ${kind}_temp_path ${join(dir, kind)};`)
    .join('\n');
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'events { worker_connections 512; }',
      'http {',
      temp,
      `    include ${sitePath};`,
      '}',
      '',
    ].join('\n'),
  );
  const options = ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')];
  const child = spawn(binary, options, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const accessLogPath = join(dir, 'toko-edc.access.log');
  const errorLog = () =>
    stderr +
    (existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '');
  const nginx: Nginx = {
    origin: `http://127.0.0.1:${listenPort}`,
    sitePath,
    reloadCommand: [binary, ...options, '-s', 'reload'].join(' '),
    accessLog: () =>
      existsSync(accessLogPath)
        ? readFileSync(accessLogPath, 'utf8').split('\n').filter(Boolean).map(parseAccessLine)
        : [],
    errorLog,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await waitUntil(
      async () => {
        if (child.exitCode !== null) throw new Error(`nginx exited: ${errorLog()}`);
        return (await fetch(`${nginx.origin}/api/health`).catch(() => undefined)) !== undefined;
      },
      10_000,
      'nginx to listen',
      100,
    );
  } catch (error) {
    await nginx.stop();
    throw error;
  }
  return nginx;
}
