import { describe, expect, it } from 'vitest';
import { loginPathFor, safeNextPath } from '../src/features/admin-auth/lib/safe-next-path';

const ORIGIN = 'https://tokoedc.id';

describe('safeNextPath', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(safeNextPath('/admin/orders?status=pending#top', ORIGIN)).toBe(
      '/admin/orders?status=pending#top',
    );
  });

  it('keeps an admin path in its normalised form', () => {
    expect(safeNextPath('/admin/orders/../registrations?q=budi', ORIGIN)).toBe(
      '/admin/registrations?q=budi',
    );
    expect(safeNextPath('/admin/./orders', ORIGIN)).toBe('/admin/orders');
  });

  it.each([
    [null],
    [''],
    ['admin/orders'],
    ['//evil.example'],
    ['//evil.example/admin'],
    ['/\\evil.example'],
    ['/admin\\..\\evil'],
    ['https://evil.example/admin'],
    ['javascript:alert(1)'],
    ['/\u0000/evil'],
    ['\t//evil.example'],
    ['/admin/login?next=/admin'],
    ['/admin/login/'],
    // Dot segments that normalise to a protocol-relative '//evil.example'.
    ['/.//evil.example'],
    ['/%2e%2e//evil.example'],
    ['/%2E%2E//evil.example'],
    ['/admin/../..//evil.example'],
    ['/admin/%2e%2e/%2e%2e//evil.example'],
    ['/admin/..//evil.example/admin/'],
    // Outside the admin area, or a scheme, backslash, tab or encoded slash on the way out.
    ['/'],
    ['/produk'],
    ['/admin'],
    ['/administrator/x'],
    ['/admin/../produk'],
    ['/admin%2f..%2f..%2f%2fevil.example'],
    ['/%2f%2fevil.example'],
    ['/\\evil.example'],
    ['/admin/\\..\\..\\evil.example'],
    ['/\t/evil.example'],
    ['/admin/\n/../..//evil.example'],
    ['javascript:alert(1)//admin/'],
    ['/javascript:alert(1)'],
    ['https://tokoedc.id.evil.example/admin/'],
    ['//tokoedc.id@evil.example/admin/'],
  ])('falls back to the dashboard for %j', (next) => {
    expect(safeNextPath(next, ORIGIN)).toBe('/admin/dashboard');
  });

  it('builds the login link for the wanted page', () => {
    expect(loginPathFor('/admin/dashboard')).toBe('/admin/login?next=%2Fadmin%2Fdashboard');
  });
});
