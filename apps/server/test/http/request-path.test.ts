import { describe, expect, it } from 'vitest';
import { isApiRequestPath, normalisedRequestPath } from '../../src/http/request-path';

/** What the path is read as when every URL goes the long way: decoded, then resolved by URL. */
function decodedAndResolved(url: string): string {
  const raw = url.split('?')[0] ?? '/';
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // Kept as sent.
  }
  return new URL(decoded.replace(/^[/\\]*/, '/'), 'http://localhost').pathname;
}

describe('normalisedRequestPath', () => {
  it('reads plain paths as they are and every other the long way, with the same result', () => {
    const urls = [
      '/',
      '/api/health',
      '/api/auth/session?x=1',
      '/produk',
      '/assets/index-Abc_12.js',
      "/a/b-c.d~e!f$g&h'i(j)k*l+m,n;o=p:q@r/",
      '/manual/panduan.pdf',
      '/manual/../admin/login',
      '/manual/./panduan.pdf',
      '/manual/..%2f..%2fadmin/login',
      '/%6Danual/panduan.pdf',
      '//api/health',
      '/\\api/health',
      '/api\\health',
      '/a/%zz',
      '/a b',
      '/a"b<c>{d}`e',
      '/ünï',
      '/a/..',
      '/a/.',
    ];
    for (const url of urls) {
      expect([url, normalisedRequestPath(url)]).toEqual([url, decodedAndResolved(url)]);
    }
  });

  it('tells API paths however they are spelled', () => {
    expect(
      ['/api', '/api/health', '/%61pi/health', '/x/../api/health'].map((url) =>
        isApiRequestPath(normalisedRequestPath(url)),
      ),
    ).toEqual([true, true, true, true]);
    expect(
      ['/apis', '/produk', '/'].map((url) => isApiRequestPath(normalisedRequestPath(url))),
    ).toEqual([false, false, false]);
  });
});
