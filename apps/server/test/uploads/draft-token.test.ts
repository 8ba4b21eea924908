import type { DocumentField } from '@toko/contracts';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { issueDraftToken, verifyDraftToken } from '../../src/modules/uploads/draft-token';

const SECRET = 'test-signing-secret-'.padEnd(64, 'y');
const NOW = new Date('2026-11-27T00:00:00Z');
const LATER = new Date(NOW.getTime() + 24 * 3_600_000);

describe('the draft token that binds uploads to their form', () => {
  it('names its draft until it expires', () => {
    const { draft, token } = issueDraftToken(SECRET, 'checkout', LATER);
    expect(draft.id).toMatch(/^[0-9a-f]{32}$/);
    expect(verifyDraftToken(SECRET, token, NOW)).toEqual(draft);
    expect(verifyDraftToken(SECRET, token, LATER)).toBeUndefined();
  });

  it('refuses one forged, re-signed with another secret, altered, or malformed', () => {
    const { token } = issueDraftToken(SECRET, 'checkout', LATER);
    const [version, kind, id, expires] = token.split('.');
    const otherId = id!.replace(/^./, id![0] === 'a' ? 'b' : 'a');
    const forged = [
      issueDraftToken('another-secret'.padEnd(64, 'z'), 'checkout', LATER).token,
      [version, kind, otherId, expires, token.split('.')[4]].join('.'),
      [version, kind, id, String(Number(expires) + 3600), token.split('.')[4]].join('.'),
      [version, 'registration', id, expires, token.split('.')[4]].join('.'),
      `${token}0`,
      '',
      undefined,
      [token, token],
    ];
    for (const candidate of forged)
      expect(verifyDraftToken(SECRET, candidate, NOW)).toBeUndefined();
  });

  it("binds a replacement's draft to its admin and registration, which cannot be changed", () => {
    const replacing = { adminUserId: randomUUID(), registrationId: randomUUID() };
    const { draft, token } = issueDraftToken(SECRET, 'admin-replacement', LATER, { replacing });
    expect(verifyDraftToken(SECRET, token, NOW)).toEqual({ ...draft, replacing });
    const parts = token.split('.');
    const otherAdmin = `${randomUUID()}_${replacing.registrationId}`;
    const forged = [
      [...parts.slice(0, 4), otherAdmin, parts[5]].join('.'),
      // The binding left out, or the kind changed to one without it.
      [...parts.slice(0, 4), parts[5]].join('.'),
      [parts[0], 'checkout', ...parts.slice(2)].join('.'),
    ];
    for (const candidate of forged)
      expect(verifyDraftToken(SECRET, candidate, NOW)).toBeUndefined();
    expect(() => issueDraftToken(SECRET, 'admin-replacement', LATER)).toThrow();
    expect(() => issueDraftToken(SECRET, 'checkout', LATER, { replacing })).toThrow();
  });

  it("binds a correction's draft to its request, registration and documents", () => {
    const correcting = {
      correctionId: randomUUID(),
      registrationId: randomUUID(),
      fields: ['ktp', 'signature'] as DocumentField[],
    };
    const { draft, token } = issueDraftToken(SECRET, 'correction', LATER, { correcting });
    expect(verifyDraftToken(SECRET, token, NOW)).toEqual({ ...draft, correcting });
    const parts = token.split('.');
    const moreDocuments = parts[4]!.replace(/_[0-9a-f]+$/, '_ff');
    const forged = [
      [...parts.slice(0, 4), moreDocuments, parts[5]].join('.'),
      [...parts.slice(0, 4), parts[4]!.replace(/_[0-9a-f]+$/, ''), parts[5]].join('.'),
      [parts[0], 'admin-replacement', ...parts.slice(2)].join('.'),
    ];
    for (const candidate of forged)
      expect(verifyDraftToken(SECRET, candidate, NOW)).toBeUndefined();
    expect(() => issueDraftToken(SECRET, 'correction', LATER)).toThrow();
  });
});
