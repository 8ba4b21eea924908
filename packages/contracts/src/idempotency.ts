/**
 * A submission (order, registration) carries this header; a retry with the same key and the same
 * data gets the first answer back instead of acting twice
 * (docs/product.md, "Idempotent submissions").
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** 8–128 letters, digits, `_` or `-`: `crypto.randomUUID()` fits. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;
