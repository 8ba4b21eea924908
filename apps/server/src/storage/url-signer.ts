import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNED_FILES_PATH = '/api/files/';

export type SignedFileQuery = { exp: string; name: string; sig: string };
export type SignatureCheck = 'valid' | 'invalid' | 'expired';

export type UrlSigner = {
  /** A relative URL under `SIGNED_FILES_PATH` for `key`, valid for `expiresInSeconds`. */
  sign(key: string, expiresInSeconds: number, downloadName: string): string;
  verify(key: string, query: SignedFileQuery): SignatureCheck;
};

const EXPIRY_PATTERN = /^\d{1,12}$/;
const SIGNATURE_PATTERN = /^[0-9a-f]{64}$/;

/**
 * HMAC-SHA256 signatures for the download links of both drivers. The download name is signed
 * too, so a link cannot be reused to serve a file under another name. `now` is the app's clock.
 */
export function createUrlSigner(secret: string, now: () => Date): UrlSigner {
  const signature = (key: string, exp: string, name: string) =>
    // A label keeps these signatures apart from anything else signed with the same secret.
    createHmac('sha256', secret).update(`signed-file:v1\n${key}\n${exp}\n${name}`).digest();

  return {
    sign(key, expiresInSeconds, downloadName) {
      const exp = String(Math.floor(now().getTime() / 1000) + expiresInSeconds);
      const query = new URLSearchParams({
        exp,
        name: downloadName,
        sig: signature(key, exp, downloadName).toString('hex'),
      });
      return `${SIGNED_FILES_PATH}${key}?${query.toString()}`;
    },
    verify(key, { exp, name, sig }) {
      if (!EXPIRY_PATTERN.test(exp) || !SIGNATURE_PATTERN.test(sig)) return 'invalid';
      if (!timingSafeEqual(Buffer.from(sig, 'hex'), signature(key, exp, name))) return 'invalid';
      return now().getTime() >= Number(exp) * 1000 ? 'expired' : 'valid';
    },
  };
}
