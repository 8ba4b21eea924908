import { describe, expect, it } from 'vitest';
import { adminRegistrationPatchSchema } from '../src/admin-registrations';
import { loginRequestSchema } from '../src/auth';
import { registrationRequestSchema } from '../src/registration-request';
import {
  controlCharacterPath,
  fieldsWithControlCharacters,
  nestsDeeperThan,
} from '../src/text-input';

/** `[[[…"leaf"…]]]`, `depth` arrays deep, built by JSON.parse as a body would be. */
const nested = (depth: number, leaf: string): unknown =>
  JSON.parse(`${'['.repeat(depth)}${JSON.stringify(leaf)}${']'.repeat(depth)}`);

describe('controlCharacterPath', () => {
  it('finds U+0000, the other C0 controls and DEL, wherever they sit', () => {
    expect(controlCharacterPath('a\u0000b')).toBe('');
    expect(controlCharacterPath({ q: 'x\u001f' })).toBe('q');
    expect(controlCharacterPath({ buyer: { name: 'Siti', notes: 'ok\u0007' } })).toBe(
      'buyer.notes',
    );
    expect(controlCharacterPath({ items: [{ id: 'a' }, { id: 'b\u007f' }] })).toBe('items.1.id');
    expect(controlCharacterPath({ 'na\u0000me': 'Siti' })).toBe('');
  });

  it('finds a lone surrogate (half an emoji), high or low, but not a whole emoji', () => {
    expect(controlCharacterPath({ orderNumber: 'ORD\udd3a1' })).toBe('orderNumber');
    expect(controlCharacterPath({ buyer: { name: 'Budi \ud83d' } })).toBe('buyer.name');
    expect(controlCharacterPath({ name: 'Budi 😀 \u{1F1EE}\u{1F1E9}' })).toBeUndefined();
    expect(fieldsWithControlCharacters({ notes: 'a\n\ud83db' }, ['notes'])).toEqual(['notes']);
  });

  it('lets tabs, line breaks and every other character through', () => {
    const fine = {
      notes: 'baris 1\r\nbaris 2\tselesai',
      name: 'Siti Ñandú 王 😀 \u200b',
      count: 3,
      paid: null,
      tags: ['a', 'b'],
    };
    expect(controlCharacterPath(fine)).toBeUndefined();
    expect(controlCharacterPath(undefined)).toBeUndefined();
  });

  it('walks a body nested 100,000 deep without running out of stack', () => {
    expect(controlCharacterPath(nested(100_000, 'ok'))).toBeUndefined();
    expect(controlCharacterPath(nested(100_000, 'x\u0000'))).toBe(
      Array.from({ length: 100_000 }, () => '0').join('.'),
    );
  });

  it('reports the first one in document order, a key before its value', () => {
    expect(controlCharacterPath({ a: ['ok', 'b\u0001'], c: 'd\u0002' })).toBe('a.1');
    expect(controlCharacterPath({ 'k\u0003': 'v\u0004' })).toBe('');
  });
});

describe('nestsDeeperThan', () => {
  it('counts the levels of objects and arrays, not of the values in them', () => {
    expect(nestsDeeperThan({ buyer: { name: 'Siti' } }, 2)).toBe(false);
    expect(nestsDeeperThan({ buyer: { name: { first: 'Siti' } } }, 2)).toBe(true);
    expect(nestsDeeperThan({}, 0)).toBe(true);
    expect(nestsDeeperThan(nested(32, 'x'), 32)).toBe(false);
    expect(nestsDeeperThan(nested(33, 'x'), 32)).toBe(true);
    expect(nestsDeeperThan(nested(100_000, 'x'), 32)).toBe(true);
    expect(nestsDeeperThan('text', 0)).toBe(false);
  });
});

describe('one-line and multi-line fields (refuseControlCharacters)', () => {
  const refused = 'Berisi karakter yang tidak bisa disimpan; ketik ulang isian ini';
  const issuesOf = (result: {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  }) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

  it('refuses CR, LF, tab and other controls in one-line fields of every form, with the field named', () => {
    expect(
      fieldsWithControlCharacters({ name: 'a\nb', city: 'a\rb', bank: 'a\tb', ok: 'ab' }, []),
    ).toEqual(['name', 'city', 'bank']);
    expect(issuesOf(adminRegistrationPatchSchema.safeParse({ store_name: 'Toko\nMaju' }))).toEqual([
      ['store_name', refused],
    ]);
    expect(issuesOf(loginRequestSchema.safeParse({ email: 'a@b.id\n', password: 'x\ty' }))).toEqual(
      [],
    );
    expect(issuesOf(loginRequestSchema.safeParse({ email: 'a\n@b.id', password: 'x' }))).toEqual([
      ['email', refused],
    ]);
    expect(
      issuesOf(
        registrationRequestSchema.safeParse({ fullName: 'Siti\nRahayu', province: 'JAWA\tBARAT' }),
      ),
    ).toEqual([
      ['fullName', refused],
      ['province', refused],
    ]);
  });

  it('keeps line breaks in addresses and notes, but refuses a tab there', () => {
    expect(fieldsWithControlCharacters({ address: 'Jl. A\r\nRT 1' }, ['address'])).toEqual([]);
    expect(fieldsWithControlCharacters({ address: 'Jl.\tA' }, ['address'])).toEqual(['address']);
    expect(
      issuesOf(
        adminRegistrationPatchSchema.safeParse({
          notes: 'baris 1\nbaris 2',
          address_full: 'Jl.\nA',
        }),
      ),
    ).toEqual([]);
    expect(issuesOf(adminRegistrationPatchSchema.safeParse({ notes: 'a\tb' }))).toEqual([
      ['notes', refused],
    ]);
  });
});
