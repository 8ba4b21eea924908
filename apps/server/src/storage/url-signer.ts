import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Permission } from '@toko/contracts';

export const SIGNED_FILES_PATH = '/api/files/';

/**
 * The staff member a link was signed for and the permission it needs: the file route serves it
 * only while that user's current role still has the permission (a change of role ends it).
 */
export type LinkHolder = { userId: string; permission: Permission };

export type SignedFileQuery = {
  exp: string;
  name: string;
  sig: string;
  for?: string | undefined;
  may?: string | undefined;
};
export type SignatureCheck = 'valid' | 'invalid' | 'expired';

export type UrlSigner = {
  /** A relative URL under `SIGNED_FILES_PATH` for `key`, valid for `expiresInSeconds`. */
  sign(key: string, expiresInSeconds: number, downloadName: string, holder?: LinkHolder): string;
  verify(key: string, query: SignedFileQuery): SignatureCheck;
};

const EXPIRY_PATTERN = /^\d{1,12}$/;
const SIGNATURE_PATTERN = /^[0-9a-f]{64}$/;

/**
 * HMAC-SHA256 signatures for the download links of both drivers. The download name is signed
 * too, so a link cannot be reused to serve a file under another name. `now` is the app's clock.
 */
export function createUrlSigner(secret: string, now: () => Date): UrlSigner {
  const signature = (key: string, exp: string, name: string, holder?: Partial<LinkHolder>) =>
    // A label keeps these signatures apart from anything else signed with the same secret; a
    // held link's label differs, so its holder cannot be dropped from it.
    createHmac('sha256', secret)
      .update(
        holder?.userId || holder?.permission
          ? `signed-file:v2\n${key}\n${exp}\n${name}\n${holder.userId}\n${holder.permission}`
          : `signed-file:v1\n${key}\n${exp}\n${name}`,
      )
      .digest();

  return {
    sign(key, expiresInSeconds, downloadName, holder) {
      const exp = String(Math.floor(now().getTime() / 1000) + expiresInSeconds);
      const query = new URLSearchParams({
        exp,
        name: downloadName,
        ...(holder ? { for: holder.userId, may: holder.permission } : {}),
        sig: signature(key, exp, downloadName, holder).toString('hex'),
      });
      return `${SIGNED_FILES_PATH}${key}?${query.toString()}`;
    },
    verify(key, { exp, name, sig, ...held }) {
      if (!EXPIRY_PATTERN.test(exp) || !SIGNATURE_PATTERN.test(sig)) return 'invalid';
      const holder = { userId: held.for, permission: held.may as Permission | undefined };
      if (!timingSafeEqual(Buffer.from(sig, 'hex'), signature(key, exp, name, holder))) {
        return 'invalid';
      }
      return now().getTime() >= Number(exp) * 1000 ? 'expired' : 'valid';
    },
  };
}
