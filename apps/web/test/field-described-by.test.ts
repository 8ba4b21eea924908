import { describe, expect, it } from 'vitest';
import { fieldDescribedBy } from '../src/lib/field-described-by';

describe('fieldDescribedBy', () => {
  it('is absent when the field shows neither hint nor error', () => {
    expect(fieldDescribedBy('f', {})).toBeUndefined();
    expect(fieldDescribedBy('f', { hint: '', error: undefined })).toBeUndefined();
  });

  it('names the hint, the error, or both in that order', () => {
    expect(fieldDescribedBy('f', { hint: 'Pilih provinsi dulu' })).toBe('f-hint');
    expect(fieldDescribedBy('f', { error: 'Wajib diisi' })).toBe('f-error');
    expect(fieldDescribedBy('f', { hint: true, error: 'Wajib diisi' })).toBe('f-hint f-error');
  });
});
