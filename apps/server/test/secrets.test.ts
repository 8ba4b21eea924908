import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveSecrets } from '../src/secrets';

const CORRUPT_CONTENTS = {
  'not JSON': '{"sessionSecret": "abc',
  'a secret missing': JSON.stringify({ sessionSecret: 'a'.repeat(64) }),
  'a secret not text': JSON.stringify({ sessionSecret: 'a'.repeat(64), signingSecret: 42 }),
  'not an object': '[]',
};

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
    expect(first.twoFactorSecret).toMatch(/^[0-9a-f]{64}$/);
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

  it('writes nothing when every secret comes from the environment', () => {
    const dir = freshDir();
    resolveSecrets(dir, {
      sessionSecret: 's'.repeat(40),
      signingSecret: 'g'.repeat(40),
      twoFactorSecret: 't'.repeat(40),
    });
    expect(() => statSync(join(dir, 'secrets.json'))).toThrow();
  });

  it('adds a two-factor secret to a file written before it existed, keeping the others', () => {
    const dir = freshDir();
    const path = join(dir, 'secrets.json');
    const older = { sessionSecret: 'a'.repeat(64), signingSecret: 'b'.repeat(64) };
    writeFileSync(path, JSON.stringify(older));

    const secrets = resolveSecrets(dir, {});
    expect(secrets).toMatchObject(older);
    expect(secrets.twoFactorSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual(secrets);
    expect(resolveSecrets(dir, {})).toEqual(secrets);
  });

  it.each(Object.entries(CORRUPT_CONTENTS))(
    'refuses a corrupt secrets file (%s) and leaves it untouched',
    (_problem, contents) => {
      const dir = freshDir();
      const path = join(dir, 'secrets.json');
      writeFileSync(path, contents);
      expect(() => resolveSecrets(dir, {})).toThrow(
        `${path} is not valid JSON with sessionSecret and signingSecret: restore it from a backup, or delete it to generate new secrets`,
      );
      expect(readFileSync(path, 'utf8')).toBe(contents);
    },
  );
});
