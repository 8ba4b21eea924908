import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { newestSupportedMajor } from '../scripts/newest-lts-node.mjs';

describe('the Node.js lines we support', () => {
  it('CI installs the highest major that engines names', () => {
    expect(newestSupportedMajor('^22.12.0 || ^24.0.0 || ^26.0.0')).toBe(26);
    expect(newestSupportedMajor('^24.1.0')).toBe(24);
    expect(() => newestSupportedMajor('>=20.19')).toThrow('names no ^major');
  });

  it('engines names only even (LTS) lines after 20, and the README names the same', () => {
    const { engines } = JSON.parse(readFileSync('package.json', 'utf8')) as {
      engines: { node: string };
    };
    const lines = [...engines.node.matchAll(/\^(\d+)\.(\d+)\./g)].map(([, major, minor]) => ({
      major: Number(major),
      named: minor === '0' ? major! : `${major} (from ${major}.${minor})`,
    }));
    expect(lines.length).toBeGreaterThan(0);
    for (const { major } of lines) {
      expect(major % 2, `Node.js ${major}`).toBe(0);
      expect(major, `Node.js ${major}`).toBeGreaterThan(20);
    }
    const names = lines.map((line) => line.named);
    const listed =
      names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
    expect(readFileSync('README.md', 'utf8')).toContain(`**${listed}**`);
  });

  it('every installed package runs on every line engines names: npm ci warns of none', () => {
    const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as unknown;
    const ours = (read('package.json') as { engines: { node: string } }).engines.node;
    const { packages } = read('package-lock.json') as {
      packages: Record<string, { engines?: { node?: string } | string[] }>;
    };
    const narrower = Object.entries(packages)
      .map(([path, entry]) => ({
        path,
        node: Array.isArray(entry.engines) ? undefined : entry.engines?.node,
      }))
      .filter(({ node }) => node !== undefined && !semver.subset(ours, node))
      .map(
        ({ path, node }) => `${path.replace(/^.*node_modules\//, '') || 'package.json'}: ${node}`,
      );
    expect(narrower).toEqual([]);
  });
});
