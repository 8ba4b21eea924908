import { createRequire } from 'node:module';
import type * as ZxcvbnCore from '@zxcvbn-ts/core';
import type * as ZxcvbnCommon from '@zxcvbn-ts/language-common';
import type * as ZxcvbnEnglish from '@zxcvbn-ts/language-en';

/** The fewest bits of entropy a BACKUP_KEY may carry, as zxcvbn estimates them. */
export const MIN_BACKUP_KEY_BITS = 128;
export const MIN_BACKUP_KEY_LENGTH = 32;
const MAKE_ONE = 'make one with `openssl rand -base64 32`';

type Pattern = ZxcvbnCore.ZxcvbnResult['sequence'][number]['pattern'];

/** What a guessable key was found to be made of, in the words of the message. */
const PATTERN_NAMES: Record<Pattern, string> = {
  dictionary: 'dictionary words or common passwords',
  wordSequence: 'dictionary words or common passwords',
  repeat: 'a repeated character or part',
  sequence: 'a sequence (abc, 123)',
  spatial: 'a keyboard pattern',
  date: 'a date',
  regex: 'a year',
  separator: 'separators',
  bruteforce: 'too few random characters',
};

type Estimator = Pick<ZxcvbnCore.ZxcvbnFactory, 'check'>;
let estimator: Estimator | undefined;

/**
 * zxcvbn with its common passwords and English words, built on first use: its dictionaries take
 * about half a second to load, which a process without BACKUP_KEY never pays. Its l33t
 * variants are left out: on a 44-character key they cost a second per check, and a key that
 * needs them to look strong is refused for its words anyway.
 */
function zxcvbn(): Estimator {
  if (estimator) return estimator;
  const require = createRequire(import.meta.url);
  const { ZxcvbnFactory } = require('@zxcvbn-ts/core') as typeof ZxcvbnCore;
  const common = require('@zxcvbn-ts/language-common') as typeof ZxcvbnCommon;
  const english = require('@zxcvbn-ts/language-en') as typeof ZxcvbnEnglish;
  estimator = new ZxcvbnFactory({
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...english.dictionary },
    l33tTable: {},
  });
  return estimator;
}

/** The bits of entropy zxcvbn estimates `key` to carry: log2 of the guesses it would take. */
export function estimatedKeyBits(key: string): number {
  return zxcvbn().check(key).guessesLog10 * Math.log2(10);
}

/**
 * Why `key` may not be BACKUP_KEY, or undefined when it may. Whoever can guess it reads every
 * backup (AES-256-GCM keyed by scrypt only slows each guess down): a key of one repeated
 * character, dictionary words or a keyboard pattern is refused however long it is. zxcvbn counts
 * every character it cannot explain as one of ten, so a random key needs 39 characters or more;
 * `openssl rand -base64 32` gives 44. The message names no part of the key.
 */
export function backupKeyProblem(key: string): string | undefined {
  if (key.length < MIN_BACKUP_KEY_LENGTH) {
    return `must be at least ${MIN_BACKUP_KEY_LENGTH} characters: ${MAKE_ONE}`;
  }
  const result = zxcvbn().check(key);
  const bits = result.guessesLog10 * Math.log2(10);
  if (bits >= MIN_BACKUP_KEY_BITS) return undefined;
  const found = [...new Set(result.sequence.map((match) => PATTERN_NAMES[match.pattern]))];
  return (
    `is guessable: about ${Math.floor(bits)} bits of entropy where ${MIN_BACKUP_KEY_BITS} are ` +
    `needed (it is made of ${found.join(', ')}): ${MAKE_ONE}`
  );
}
