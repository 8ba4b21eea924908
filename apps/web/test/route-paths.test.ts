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

describe('the public routes', () => {
  it('give every public page path a screen', async () => {
    const { PUBLIC_PAGE_PATHS } = await import('@toko/contracts');
    const { publicRoutes } = await import('../src/app/public-routes');
    const paths = new Set(routePaths(publicRoutes()).map((entry) => entry.path));
    const missing = Object.values(PUBLIC_PAGE_PATHS).filter((path) => !paths.has(path));
    expect(missing).toEqual([]);
  });
});
