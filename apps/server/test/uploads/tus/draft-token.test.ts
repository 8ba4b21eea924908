import { describe, expect, it } from 'vitest';
import { issueDraftToken, verifyDraftToken } from '../../../src/uploads/tus/draft-token';

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
});
