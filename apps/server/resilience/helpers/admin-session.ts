import { SESSION_COOKIE_NAME } from '@toko/contracts';

export type AdminCredentials = { email: string; password: string };

/** Signs in through the API, as the back office does; the answer's session cookie, ready to send. */
export async function signInAdmin(base: string, admin: AdminCredentials): Promise<string> {
  const answer = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (answer.status !== 200) throw new Error(`admin sign-in answered ${answer.status}`);
  const line = answer.headers.getSetCookie().find((set) => set.startsWith(SESSION_COOKIE_NAME));
  if (!line) throw new Error('admin sign-in set no session cookie');
  return line.split(';')[0]!;
}
