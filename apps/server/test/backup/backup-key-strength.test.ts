import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import {
  backupKeyProblem,
  estimatedKeyBits,
  MIN_BACKUP_KEY_BITS,
} from '../../src/backup-key-strength';
import { TEST_BACKUP_KEY } from '../helpers/backup-key';

const MAKE_ONE = ': make one with `openssl rand -base64 32`';
/** Characters without a word, a run or a keyboard walk in them: only their number counts. */
const RANDOM = 'Xq7vR2mK9pL4wT8zN3bF6hJ1cY5dG0sA_e-uZrXqW';

const guessable = (bits: number, found: string) =>
  `is guessable: about ${bits} bits of entropy where 128 are needed (it is made of ${found})${MAKE_ONE}`;

describe('BACKUP_KEY carries at least 128 bits', () => {
  it('takes what `openssl rand -base64 32` and `-hex 32` make, every time', () => {
    for (let run = 0; run < 5; run += 1) {
      expect(backupKeyProblem(randomBytes(32).toString('base64'))).toBeUndefined();
      expect(backupKeyProblem(randomBytes(32).toString('hex'))).toBeUndefined();
    }
    expect(backupKeyProblem(TEST_BACKUP_KEY)).toBeUndefined();
  });

  it('refuses fewer than 32 characters, whatever they are', () => {
    expect(backupKeyProblem(RANDOM.slice(0, 31))).toBe(`must be at least 32 characters${MAKE_ONE}`);
    expect(backupKeyProblem('')).toBe(`must be at least 32 characters${MAKE_ONE}`);
    // 32 characters pass the length and meet the estimate.
    expect(backupKeyProblem(RANDOM.slice(0, 32))).toMatch(/^is guessable: about 106 bits/);
  });

  it('draws the line at 128 bits: 38 random characters are short of it, 39 reach it', () => {
    expect(estimatedKeyBits(RANDOM.slice(0, 38))).toBeLessThan(MIN_BACKUP_KEY_BITS);
    expect(backupKeyProblem(RANDOM.slice(0, 38))).toBe(guessable(126, 'too few random characters'));
    expect(estimatedKeyBits(RANDOM.slice(0, 39))).toBeGreaterThanOrEqual(MIN_BACKUP_KEY_BITS);
    expect(backupKeyProblem(RANDOM.slice(0, 39))).toBeUndefined();
  });

  it('refuses one character repeated, and a repeated word, however long', () => {
    expect(backupKeyProblem('a'.repeat(32))).toBe(guessable(8, 'a repeated character or part'));
    expect(backupKeyProblem('a'.repeat(1000))).toMatch(/^is guessable: about \d+ bits/);
    expect(backupKeyProblem('password'.repeat(4))).toBe(
      guessable(3, 'a repeated character or part'),
    );
  });

  it('refuses dictionary words, sequences, keyboard walks and dates, each named', () => {
    expect(backupKeyProblem('correcthorsebatterystaplecorrecthorse')).toBe(
      guessable(66, 'dictionary words or common passwords'),
    );
    expect(backupKeyProblem('correct horse battery staple tokoedc backup')).toBe(
      guessable(109, 'dictionary words or common passwords, too few random characters, separators'),
    );
    expect(backupKeyProblem('abcdefghijklmnopqrstuvwxyz0123456789')).toBe(
      guessable(14, 'a sequence (abc, 123)'),
    );
    expect(backupKeyProblem('qwertyuiop[]asdfghjkl;zxcvbnm,./1234567890-=')).toBe(
      guessable(52, 'a keyboard pattern'),
    );
    expect(backupKeyProblem('1999-12-31 2000-01-01 2001-02-03 2002-03-04')).toBe(
      guessable(83, 'a date, too few random characters'),
    );
  });

  it('never quotes the key in its message', () => {
    for (const key of ['tokoedc-backup-key-tokoedc-backup', 'Zz9'.repeat(11)]) {
      const problem = backupKeyProblem(key);
      expect(problem).toBeDefined();
      for (const part of ['tokoedc', 'backup', 'Zz9']) expect(problem).not.toContain(part);
    }
  });

  it('is the rule the configuration applies', () => {
    expect(loadConfig({ BACKUP_KEY: TEST_BACKUP_KEY }).backup.key).toBe(TEST_BACKUP_KEY);
    for (const key of ['a'.repeat(32), 'short']) {
      expect(() => loadConfig({ BACKUP_KEY: key })).toThrow(ConfigError);
      try {
        loadConfig({ BACKUP_KEY: key });
      } catch (error) {
        expect((error as ConfigError).problems).toEqual([`BACKUP_KEY: ${backupKeyProblem(key)}`]);
      }
    }
  });
});
