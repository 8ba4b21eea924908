/** Sent on every answer, whoever decides it; values are checked where they are decided (security-headers.ts). */
export const SECURITY_HEADER_NAMES = [
  'content-security-policy',
  'x-frame-options',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
];
