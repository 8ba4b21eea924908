import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { codeNamesInMarkdown } from './code-names';

const root = new URL('..', import.meta.url).pathname;
const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);
const docs = tracked.filter((path) => path.startsWith('docs/') && path.endsWith('.md'));
const sources = tracked.filter(
  (path) =>
    /\.(ts|tsx|mjs|js|sql|json|css)$/.test(path) &&
    !path.startsWith('docs/') &&
    !path.endsWith('package-lock.json'),
);
const sourceText = sources.map((path) => readFileSync(`${root}${path}`, 'utf8')).join('\n');
const words = new Set(sourceText.match(/[A-Za-z_$][\w$]*/g));
/**
 * Other projects' names the docs mention on purpose (React Router's data API, S3 permissions,
 * the systemd unit in deploy.md, Python's cryptography in its decryptor).
 */
const OUTSIDE_NAMES = new Set([
  'createBrowserRouter',
  'RouterProvider',
  'PutObject',
  'ListObjectsV2',
  'ListBucket',
  'GetObject',
  'DeleteObject',
  'WorkingDirectory',
  'EnvironmentFile',
  'ExecStart',
  'RestartSec',
  'KillSignal',
  'TimeoutStopSec',
  'WantedBy',
  'InvalidTag',
]);
/** Files inside a backup archive, which deploy.md describes: not paths of this repository. */
const ARCHIVE_MEMBERS = new Set(['database.sql', 'secrets.json', 'manifest.json']);

function pathExists(path: string) {
  if (path.startsWith('dist/') || path.includes('/dist/')) return true; // made by the build
  const clean = path.replace(/[#:].*$/, '').replace(/\/$/, '');
  if (existsSync(`${root}${clean}`)) return true;
  return tracked.some((file) => file.endsWith(`/${clean}`) || file.includes(`/${clean}/`));
}

/** A superseded decision is a record of what was: the code it names may be gone. */
const isSuperseded = (doc: string) =>
  readFileSync(`${root}${doc}`, 'utf8').includes('**Superseded by [');

describe('docs name only code that exists', () => {
  it.each(docs.filter((doc) => !isSuperseded(doc)))('%s', (doc) => {
    const names = codeNamesInMarkdown(readFileSync(`${root}${doc}`, 'utf8'));
    const missing = [
      ...names.identifiers.filter((name) => !words.has(name) && !OUTSIDE_NAMES.has(name)),
      ...names.paths.filter((path) => !pathExists(path) && !ARCHIVE_MEMBERS.has(path)),
    ];
    expect(missing).toEqual([]);
  });
});
