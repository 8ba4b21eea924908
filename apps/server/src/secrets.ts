import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type Secrets = { sessionSecret: string; signingSecret: string };

const SECRETS_FILE = 'secrets.json';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isSecrets(value: unknown): value is Secrets {
  if (typeof value !== 'object' || value === null) return false;
  const { sessionSecret, signingSecret } = value as Record<string, unknown>;
  return typeof sessionSecret === 'string' && typeof signingSecret === 'string';
}

/**
 * Undefined when there is no file yet. A file that exists but cannot be used stops start-up:
 * replacing it would silently end every session and signed link.
 */
function readStored(path: string): Secrets | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const stored = parseJson(text);
  if (!isSecrets(stored)) {
    throw new Error(
      `${path} is not valid JSON with sessionSecret and signingSecret: restore it from a backup, ` +
        'or delete it to generate new secrets (this signs everyone out and ends every signed file link)',
    );
  }
  return stored;
}

/**
 * Secrets from the environment win. Missing ones are generated once and kept in
 * DATA_DIR (mode 0600) so sessions and signed URLs survive a restart. Never logged.
 * Throws, with what to do, when that file exists but is unusable.
 */
export function resolveSecrets(dataDir: string, fromEnv: Partial<Secrets>): Secrets {
  if (fromEnv.sessionSecret && fromEnv.signingSecret) {
    return { sessionSecret: fromEnv.sessionSecret, signingSecret: fromEnv.signingSecret };
  }
  const path = join(dataDir, SECRETS_FILE);
  let stored = readStored(path);
  if (!stored) {
    stored = {
      sessionSecret: randomBytes(32).toString('hex'),
      signingSecret: randomBytes(32).toString('hex'),
    };
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path, JSON.stringify(stored), { mode: 0o600 });
  }
  return {
    sessionSecret: fromEnv.sessionSecret ?? stored.sessionSecret,
    signingSecret: fromEnv.signingSecret ?? stored.signingSecret,
  };
}
