import { createHmac, timingSafeEqual } from 'node:crypto';
import { correctionTokenSchema } from '@toko/contracts';

function signature(secret: string, correctionId: string): Buffer {
  // A label keeps these apart from anything else signed with the same secret (url-signer.ts).
  return createHmac('sha256', secret).update(`correction-link:v1\n${correctionId}`).digest();
}

/** The link's capability: the request's id and its signature, so no id can be guessed into one. */
export function correctionToken(secret: string, correctionId: string): string {
  return `${correctionId}.${signature(secret, correctionId).toString('base64url')}`;
}

/** The request a token names, or `undefined` for a malformed or forged one. */
export function correctionIdOf(secret: string, token: string): string | undefined {
  if (!correctionTokenSchema.safeParse(token).success) return undefined;
  const [id = '', sig = ''] = token.split('.');
  const given = Buffer.from(sig, 'base64url');
  const expected = signature(secret, id);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return id;
}
