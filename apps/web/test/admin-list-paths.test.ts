import { describe, expect, it } from 'vitest';
import { adminExportPath, adminListPath } from '../src/lib/admin-list-paths';

describe('adminListPath', () => {
  it('asks for the first page with no filter as the bare list', () => {
    expect(adminListPath('orders', { q: '', status: '', page: 1 })).toBe('/api/admin/orders?');
  });

  it('carries the search, status and page', () => {
    expect(adminListPath('registrations', { q: 'Sari Agen', status: 'new', page: 3 })).toBe(
      '/api/admin/registrations?q=Sari+Agen&status=new&page=3',
    );
  });
});

describe('adminExportPath', () => {
  it('exports every status when none is chosen', () => {
    expect(adminExportPath('orders', '', 'csv')).toBe('/api/admin/orders/export.csv');
  });

  it('exports the chosen status only, in the chosen format', () => {
    expect(adminExportPath('registrations', 'verified', 'xlsx')).toBe(
      '/api/admin/registrations/export.xlsx?status=verified',
    );
  });

  it('escapes a status it is given', () => {
    expect(adminExportPath('orders', 'a&b', 'csv')).toBe(
      '/api/admin/orders/export.csv?status=a%26b',
    );
  });
});
