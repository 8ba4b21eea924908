import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type Secrets = { sessionSecret: string; signingSecret: string };

const SECRETS_FILE = 'secrets.json';

function readStored(path: string): Partial<Secrets> {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Partial<Secrets>;
  } catch {
    return {};
  }
}

/**
 * Secrets from the environment win. Missing ones are generated once and kept in
 * DATA_DIR (mode 0600) so sessions and signed URLs survive a restart. Never logged.
 */
export function resolveSecrets(dataDir: string, fromEnv: Partial<Secrets>): Secrets {
  if (fromEnv.sessionSecret && fromEnv.signingSecret) {
    return { sessionSecret: fromEnv.sessionSecret, signingSecret: fromEnv.signingSecret };
  }
  const path = join(dataDir, SECRETS_FILE);
  const stored = readStored(path);
  const generated: Secrets = {
    sessionSecret: stored.sessionSecret ?? randomBytes(32).toString('hex'),
    signingSecret: stored.signingSecret ?? randomBytes(32).toString('hex'),
  };
  if (!stored.sessionSecret || !stored.signingSecret) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path, JSON.stringify(generated), { mode: 0o600 });
  }
  return {
    sessionSecret: fromEnv.sessionSecret ?? generated.sessionSecret,
    signingSecret: fromEnv.signingSecret ?? generated.signingSecret,
  };
}
