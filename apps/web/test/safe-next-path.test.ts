import { describe, expect, it } from 'vitest';
import { loginPathFor, safeNextPath } from '../src/features/admin-auth/lib/safe-next-path';

describe('safeNextPath', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(safeNextPath('/admin/orders?status=pending#top')).toBe(
      '/admin/orders?status=pending#top',
    );
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
  ])('falls back to the dashboard for %j', (next) => {
    expect(safeNextPath(next)).toBe('/admin/dashboard');
  });

  it('builds the login link for the wanted page', () => {
    expect(loginPathFor('/admin/dashboard')).toBe('/admin/login?next=%2Fadmin%2Fdashboard');
  });
});
