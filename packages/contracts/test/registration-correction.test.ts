import { describe, expect, it } from 'vitest';
import {
  CORRECTION_REASON_LABELS,
  CORRECTION_REASONS,
  correctionLinkExpiry,
  correctionLinkState,
  correctionPath,
  correctionRequestSchema,
  DEFAULT_CORRECTION_LINK_DAYS,
  isCorrectable,
} from '../src/registration-correction';

const NOW = new Date('2026-11-28T10:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

describe('document corrections', () => {
  it('offers the four reasons of the issue, in Indonesian', () => {
    expect(CORRECTION_REASONS).toEqual(['blurry', 'expired', 'mismatch', 'other']);
    expect(CORRECTION_REASON_LABELS).toEqual({
      blurry: 'Foto buram atau tidak terbaca',
      expired: 'Dokumen kedaluwarsa',
      mismatch: 'Data tidak sesuai',
      other: 'Lainnya',
    });
  });

  it('needs words for "Lainnya", one reason per document, and at least one document', () => {
    const request = (documents: object[]) =>
      correctionRequestSchema.safeParse({ documents, expectedUpdatedAt: NOW.toISOString() });
    expect(request([{ field: 'ktp', reason: 'blurry', note: 'ignored' }]).data?.documents).toEqual([
      { field: 'ktp', reason: 'blurry' },
    ]);
    expect(
      request([{ field: 'ktp', reason: 'other', note: ' Sudut terpotong ' }]).data?.documents,
    ).toEqual([{ field: 'ktp', reason: 'other', note: 'Sudut terpotong' }]);
    const noNote = request([{ field: 'ktp', reason: 'other', note: '  ' }]);
    expect(noNote.error?.issues[0]?.message).toBe('Tuliskan alasannya');
    expect(request([]).error?.issues[0]?.message).toBe('Pilih minimal satu dokumen');
    const twice = request([
      { field: 'kk', reason: 'blurry' },
      { field: 'kk', reason: 'expired' },
    ]);
    expect(twice.success).toBe(false);
    expect(request([{ field: 'passport', reason: 'blurry' }]).success).toBe(false);
  });

  it('asks only a registration that is not decided', () => {
    expect(isCorrectable('new')).toBe(true);
    expect(isCorrectable('needs_changes')).toBe(true);
    expect(isCorrectable('verified')).toBe(false);
    expect(isCorrectable('rejected')).toBe(false);
  });

  it('lasts 14 days by default, and ends when used, replaced, decided or deleted', () => {
    expect(DEFAULT_CORRECTION_LINK_DAYS).toBe(14);
    const expiresAt = correctionLinkExpiry(NOW, DEFAULT_CORRECTION_LINK_DAYS);
    expect(expiresAt.getTime() - NOW.getTime()).toBe(14 * DAY);
    const link = { expiresAt, submittedAt: null, isNewest: true };
    const open = { status: 'needs_changes', deleted: false } as const;
    expect(correctionLinkState(link, open, NOW)).toBe('valid');
    expect(correctionLinkState(link, open, new Date(expiresAt.getTime() - 1))).toBe('valid');
    expect(correctionLinkState(link, open, expiresAt)).toBe('expired');
    expect(
      correctionLinkState({ ...link, submittedAt: NOW }, { ...open, status: 'new' }, NOW),
    ).toBe('used');
    expect(correctionLinkState({ ...link, isNewest: false }, open, NOW)).toBe('superseded');
    for (const status of ['verified', 'rejected', 'new'] as const) {
      expect(correctionLinkState(link, { ...open, status }, NOW)).toBe('decided');
    }
    expect(correctionLinkState(link, { ...open, deleted: true }, NOW)).toBe('deleted');
  });

  it('keeps the token in the fragment of the correction page', () => {
    expect(correctionPath('abc.def')).toBe('/pendaftaran/perbaikan#abc.def');
  });
});
