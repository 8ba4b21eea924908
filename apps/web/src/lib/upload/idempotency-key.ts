/**
 * A fresh key for one submission: 22 base64url characters (128 random bits). Not
 * `crypto.randomUUID()`, which browsers offer only on HTTPS and localhost.
 */
export function createIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * The key of the submission stored under `name` in sessionStorage, created on first use: a
 * reload after a dropped connection sends the same key, so the server recognises the retry.
 * Forget it once the submission succeeded, or when the data changes (a reused key with other
 * data is refused as `idempotency_conflict`).
 */
export function sessionIdempotencyKey(name: string): string {
  const storageKey = `idempotency-key:${name}`;
  try {
    const stored = sessionStorage.getItem(storageKey);
    if (stored) return stored;
    const key = createIdempotencyKey();
    sessionStorage.setItem(storageKey, key);
    return key;
  } catch {
    return createIdempotencyKey();
  }
}

export function forgetSessionIdempotencyKey(name: string): void {
  try {
    sessionStorage.removeItem(`idempotency-key:${name}`);
  } catch {
    // Storage blocked (private mode): nothing was kept.
  }
}
