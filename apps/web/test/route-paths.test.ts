import { describe, expect, it } from 'vitest';
import { routePaths } from '../src/app/route-paths';

describe('routePaths', () => {
  it('joins nested paths and gives index routes their parent path', () => {
    const paths = routePaths([
      {
        children: [
          { index: true },
          { path: '/produk' },
          { path: 'beli-produk', children: [{ index: true }, { path: 'form' }] },
        ],
      },
      { path: '/admin', children: [{ path: '/admin/login' }, { children: [{ path: 'x/:id' }] }] },
    ]).map((entry) => entry.path);
    expect(paths).toEqual([
      '/',
      '/produk',
      '/beli-produk',
      '/beli-produk',
      '/beli-produk/form',
      '/admin',
      '/admin/login',
      '/admin/x/:id',
    ]);
  });
});
