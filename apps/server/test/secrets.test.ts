import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveSecrets } from '../src/secrets';

describe('resolveSecrets', () => {
  const dirs: string[] = [];
  const freshDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'toko-secrets-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('generates secrets once, keeps them private in DATA_DIR and reuses them', () => {
    const dir = freshDir();
    const first = resolveSecrets(dir, {});
    expect(first.sessionSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(first.signingSecret).not.toBe(first.sessionSecret);
    expect(statSync(join(dir, 'secrets.json')).mode & 0o777).toBe(0o600);
    expect(resolveSecrets(dir, {})).toEqual(first);
  });

  it('prefers the environment and never writes its secrets to disk', () => {
    const dir = freshDir();
    const fromEnv = 'e'.repeat(40);
    const secrets = resolveSecrets(dir, { signingSecret: fromEnv });
    expect(secrets.signingSecret).toBe(fromEnv);
    expect(readFileSync(join(dir, 'secrets.json'), 'utf8')).not.toContain(fromEnv);
  });

  it('writes nothing when both secrets come from the environment', () => {
    const dir = freshDir();
    resolveSecrets(dir, { sessionSecret: 's'.repeat(40), signingSecret: 'g'.repeat(40) });
    expect(() => statSync(join(dir, 'secrets.json'))).toThrow();
  });
});
