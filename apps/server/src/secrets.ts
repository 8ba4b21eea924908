import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type Secrets = {
  sessionSecret: string;
  signingSecret: string;
  /** Encrypts the admins' TOTP secrets and keys the recovery-code hashes. */
  twoFactorSecret: string;
};

type StoredSecrets = Omit<Secrets, 'twoFactorSecret'> & { twoFactorSecret?: string };

const SECRETS_FILE = 'secrets.json';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** `twoFactorSecret` came later: a file written before it is still valid, and gets one added. */
function isStoredSecrets(value: unknown): value is StoredSecrets {
  if (typeof value !== 'object' || value === null) return false;
  const { sessionSecret, signingSecret, twoFactorSecret } = value as Record<string, unknown>;
  return (
    typeof sessionSecret === 'string' &&
    typeof signingSecret === 'string' &&
    (twoFactorSecret === undefined || typeof twoFactorSecret === 'string')
  );
}

const newSecret = () => randomBytes(32).toString('hex');

/**
 * Undefined when there is no file yet. A file that exists but cannot be used stops start-up:
 * replacing it would silently end every session and signed link.
 */
function readStored(path: string): StoredSecrets | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const stored = parseJson(text);
  if (!isStoredSecrets(stored)) {
    throw new Error(
      `${path} is not valid JSON with sessionSecret and signingSecret: restore it from a backup, ` +
        'or delete it to generate new secrets (this signs everyone out and ends every signed file link)',
    );
  }
  return stored;
}

/**
 * Secrets from the environment win. Missing ones are generated once and kept in
 * DATA_DIR (mode 0600) so sessions, signed URLs and two-factor secrets survive a restart.
 * Never logged. Throws, with what to do, when that file exists but is unusable.
 */
export function resolveSecrets(dataDir: string, fromEnv: Partial<Secrets>): Secrets {
  const { sessionSecret, signingSecret, twoFactorSecret } = fromEnv;
  if (sessionSecret && signingSecret && twoFactorSecret) {
    return { sessionSecret, signingSecret, twoFactorSecret };
  }
  const path = join(dataDir, SECRETS_FILE);
  const stored = readStored(path);
  const complete: Secrets = {
    sessionSecret: stored?.sessionSecret ?? newSecret(),
    signingSecret: stored?.signingSecret ?? newSecret(),
    twoFactorSecret: stored?.twoFactorSecret ?? newSecret(),
  };
  if (stored?.twoFactorSecret === undefined) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path, JSON.stringify(complete), { mode: 0o600 });
  }
  return {
    sessionSecret: sessionSecret ?? complete.sessionSecret,
    signingSecret: signingSecret ?? complete.signingSecret,
    twoFactorSecret: twoFactorSecret ?? complete.twoFactorSecret,
  };
}
