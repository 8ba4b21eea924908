// Signs in to a running server as the admin made at its first start from ADMIN_EMAIL and
// ADMIN_PASSWORD, and returns the Cookie header for later requests.
export const BENCH_ADMIN = { email: 'bench@example.com', password: 'bench-password-123456' };

export const benchAdminEnv = {
  ADMIN_EMAIL: BENCH_ADMIN.email,
  ADMIN_PASSWORD: BENCH_ADMIN.password,
};

export async function adminCookie(base) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (!response.ok) throw new Error(`admin sign-in answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
