import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  randomBytes,
  scrypt,
  timingSafeEqual,
  type BinaryLike,
} from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { promisify } from 'node:util';
import { BackupRefusedError } from './backup-errors';

const scryptAsync = promisify(scrypt) as (
  password: BinaryLike,
  salt: BinaryLike,
  length: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/** `TOKOBAK` and a format byte, then a mode byte: the first bytes of every archive. */
const MAGIC = Buffer.from('TOKOBAK1');
const PLAIN = 0;
const AES_256_GCM = 1;
const SALT_BYTES = 16;
const IV_BYTES = 12;
const CHECK_BYTES = 16;
const TAG_BYTES = 16;
/** scrypt at 2^15 (about 100 ms): a guessed key costs as much for an attacker. */
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

export const PLAIN_HEADER_BYTES = MAGIC.length + 1;
export const ENCRYPTED_HEADER_BYTES = PLAIN_HEADER_BYTES + SALT_BYTES + IV_BYTES + CHECK_BYTES;

type Keys = { cipherKey: Buffer; checkValue: Buffer };

/**
 * One scrypt run gives the AES key and, from a second half, a check value stored in the header:
 * a wrong BACKUP_KEY is told apart from a damaged archive before a byte is decrypted.
 */
async function deriveKeys(secret: string, salt: Buffer): Promise<Keys> {
  const material = await scryptAsync(secret, salt, 64, SCRYPT);
  const cipherKey = material.subarray(0, 32);
  const checkValue = createHmac('sha256', material.subarray(32))
    .update('toko-backup key check')
    .digest()
    .subarray(0, CHECK_BYTES);
  return { cipherKey, checkValue };
}

/** The header and a stream that encrypts what is written to it and ends with the GCM tag. */
export async function encryptingStream(
  secret: string | undefined,
): Promise<{ header: Buffer; transform: Transform }> {
  if (secret === undefined) {
    return {
      header: Buffer.concat([MAGIC, Buffer.from([PLAIN])]),
      transform: new Transform({ transform: (chunk, _encoding, done) => done(null, chunk) }),
    };
  }
  const salt = randomBytes(SALT_BYTES);
  const iv = randomBytes(IV_BYTES);
  const { cipherKey, checkValue } = await deriveKeys(secret, salt);
  const cipher = createCipheriv('aes-256-gcm', cipherKey, iv);
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(null, cipher.update(chunk));
    },
    flush(done) {
      this.push(cipher.final());
      done(null, cipher.getAuthTag());
    },
  });
  return {
    header: Buffer.concat([MAGIC, Buffer.from([AES_256_GCM]), salt, iv, checkValue]),
    transform,
  };
}

export type ArchiveMode = 'plain' | 'encrypted';

/** The mode an archive's first bytes announce; refuses anything that is not one of ours. */
export function archiveMode(start: Buffer): ArchiveMode {
  if (start.length < PLAIN_HEADER_BYTES || !start.subarray(0, MAGIC.length).equals(MAGIC)) {
    throw new BackupRefusedError(
      'This file is not a Toko EDC backup (its first bytes are not ours).',
    );
  }
  const mode = start[MAGIC.length];
  if (mode === PLAIN) return 'plain';
  if (mode === AES_256_GCM) return 'encrypted';
  throw new BackupRefusedError('This backup was made by a newer version (unknown encryption).');
}

/**
 * A stream that decrypts the bytes after the header. The last 16 bytes are the GCM tag: the
 * stream errors with `BackupRefusedError` at its end when a single byte was changed, so nothing
 * it gave out may be used before it has ended.
 */
export async function decryptingStream(
  header: Buffer,
  secret: string | undefined,
): Promise<Transform> {
  if (archiveMode(header) === 'plain') {
    return new Transform({ transform: (chunk, _encoding, done) => done(null, chunk) });
  }
  if (secret === undefined) {
    throw new BackupRefusedError(
      'This backup is encrypted: set BACKUP_KEY to the key it was made with.',
    );
  }
  let offset = PLAIN_HEADER_BYTES;
  const salt = header.subarray(offset, (offset += SALT_BYTES));
  const iv = header.subarray(offset, (offset += IV_BYTES));
  const stored = header.subarray(offset, offset + CHECK_BYTES);
  const { cipherKey, checkValue } = await deriveKeys(secret, salt);
  if (stored.length !== CHECK_BYTES || !timingSafeEqual(stored, checkValue)) {
    throw new BackupRefusedError(
      'BACKUP_KEY is not the key this backup was made with; nothing was restored.',
    );
  }
  const decipher = createDecipheriv('aes-256-gcm', cipherKey, iv);
  let tail = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      const joined = Buffer.concat([tail, chunk]);
      const cut = Math.max(0, joined.length - TAG_BYTES);
      tail = joined.subarray(cut);
      done(null, decipher.update(joined.subarray(0, cut)));
    },
    flush(done: TransformCallback) {
      try {
        decipher.setAuthTag(tail);
        done(null, decipher.final());
      } catch {
        done(damaged());
      }
    },
  });
}

export function damaged(detail = ''): BackupRefusedError {
  return new BackupRefusedError(
    `The backup is damaged or was altered${detail}: it does not match what was written; nothing was restored.`,
  );
}
