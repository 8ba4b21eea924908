import { describe, expect, it } from 'vitest';
import type { ListParams } from '../src/lib/admin-list-params';
import { adminExportPath, adminListPath } from '../src/lib/admin-list-paths';

const NONE: ListParams<string> = {
  q: '',
  status: '',
  from: '',
  to: '',
  sort: '',
  dir: '',
  page: 1,
};

describe('adminListPath', () => {
  it('asks for the first page with no filter as the bare list', () => {
    expect(adminListPath('orders', NONE)).toBe('/api/admin/orders?');
  });

  it('carries the search, status, days, sort and page', () => {
    expect(
      adminListPath('registrations', {
        ...NONE,
        q: 'Sari Agen',
        status: 'new',
        from: '2026-11-01',
        to: '2026-11-30',
        sort: 'name',
        dir: 'desc',
        page: 3,
      }),
    ).toBe(
      '/api/admin/registrations?q=Sari+Agen&status=new&from=2026-11-01&to=2026-11-30&sort=name&dir=desc&page=3',
    );
  });
});

describe('adminExportPath', () => {
  it('exports everything when nothing is chosen', () => {
    expect(adminExportPath('orders', NONE, 'csv')).toBe('/api/admin/orders/export.csv');
  });

  it('exports what the list shows, its search included, without the page', () => {
    expect(
      adminExportPath(
        'registrations',
        { ...NONE, q: 'a&b', status: 'verified', from: '2026-11-26', sort: 'name', page: 4 },
        'xlsx',
      ),
    ).toBe(
      '/api/admin/registrations/export.xlsx?q=a%26b&status=verified&from=2026-11-26&sort=name',
    );
  });
});
