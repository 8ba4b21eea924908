import { randomUUID } from 'node:crypto';
import { InvalidObjectKeyError } from './storage';

const MAX_KEY_LENGTH = 512;
/** Lowercase segments that start with a letter or digit: no `.`/`..`, no empty segment, no leading slash. */
const KEY_PATTERN = /^[a-z0-9][a-z0-9_.-]*(\/[a-z0-9][a-z0-9_.-]*)*$/;
const EXTENSION_PATTERN = /^[a-z0-9]{1,10}$/;

export function isValidObjectKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && KEY_PATTERN.test(key) && !key.includes('..');
}

export function assertValidObjectKey(key: string): void {
  if (!isValidObjectKey(key)) throw new InvalidObjectKeyError(key);
}

/** A fresh, unguessable key such as `payment-proofs/2026/11/<uuid>.pdf`. */
export function newObjectKey(prefix: string, extension: string, at: Date = new Date()): string {
  const normalisedExtension = extension.replace(/^\./, '').toLowerCase();
  if (!EXTENSION_PATTERN.test(normalisedExtension)) throw new InvalidObjectKeyError(prefix);
  const year = at.getUTCFullYear();
  const month = String(at.getUTCMonth() + 1).padStart(2, '0');
  const key = `${prefix}/${year}/${month}/${randomUUID()}.${normalisedExtension}`;
  assertValidObjectKey(key);
  return key;
}
