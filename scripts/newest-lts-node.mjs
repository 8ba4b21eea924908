// The newest Node.js line that package.json's `engines` supports, installed from the npm
// registry's `node` package (its binary, for this machine) into a folder of its own: CI runs the
// server suite on it as well as on the machine's own Node.js.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The highest major named in `engines.node` (`^22.12.0 || ^24.0.0 || ^26.0.0` → 26). */
export function newestSupportedMajor(enginesRange) {
  const majors = [...enginesRange.matchAll(/\^(\d+)\./g)].map((match) => Number(match[1]));
  if (majors.length === 0) throw new Error(`engines.node names no ^major: ${enginesRange}`);
  return Math.max(...majors);
}

/** The folder holding the newest supported `node` binary, installed when missing; or an error. */
export function installNewestLtsNode() {
  const { engines } = JSON.parse(readFileSync('package.json', 'utf8'));
  const major = newestSupportedMajor(engines.node);
  const prefix = join(tmpdir(), `toko-node-${major}`);
  const bin = join(prefix, 'node_modules', '.bin');
  if (!existsSync(join(bin, 'node'))) {
    const install = spawnSync(
      'npm',
      ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', `node@${major}`],
      { encoding: 'utf8' },
    );
    if (install.status !== 0) return { major, error: install.stderr.trim().split('\n').at(-1) };
  }
  const version = spawnSync(join(bin, 'node'), ['--version'], { encoding: 'utf8' });
  if (version.status !== 0) return { major, error: `node@${major} does not run here` };
  return { major, bin, version: version.stdout.trim() };
}
