import { describe, expect, it } from 'vitest';
import { controlCharacterPath } from '../src/text-input';

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
});
