// The bare baseline for http-overhead.mjs: node:http answering the same bytes from memory with
// the same security headers and cache headers as our server (http-overhead.mjs checks that they
// match before it measures).
import { readFileSync } from 'node:fs';
import http from 'node:http';

const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';script-src 'self';style-src 'self' 'unsafe-inline';" +
    "img-src 'self' data: blob:;font-src 'self';connect-src 'self';" +
    "frame-src 'self' blob: https://www.youtube-nocookie.com;object-src 'none';" +
    "form-action 'self';frame-ancestors 'none'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(self)',
};

const json = (value) => ({
  body: Buffer.from(JSON.stringify(value)),
  headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
});
const ANSWERS = {
  '/api/auth/session': json({ user: null }),
  '/api/health': json({ status: 'ok', database: 'up' }),
  '/produk': {
    body: readFileSync('apps/web/dist/produk/index.html'),
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' },
  },
};

http
  .createServer((request, response) => {
    const answer = ANSWERS[request.url] ?? ANSWERS['/produk'];
    response.writeHead(200, {
      ...SECURITY_HEADERS,
      ...answer.headers,
      'content-length': answer.body.length,
    });
    response.end(answer.body);
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
