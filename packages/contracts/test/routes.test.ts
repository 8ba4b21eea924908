import { describe, expect, it } from 'vitest';
import { adminDetailPath, isKnownPagePath, orderSuccessPath } from '../src/routes';

describe('isKnownPagePath', () => {
  it('knows every public route of the spec', () => {
    for (const path of [
      '/',
      '/produk',
      '/beli-produk',
      '/beli-produk/form',
      '/beli-produk/confirm',
      '/beli-produk/sukses',
      '/checkout/form',
      '/checkout/confirm',
      '/checkout/success',
      '/cek-pesanan',
      '/tentang-kami',
      '/cara-pakai',
      '/pendaftaran',
      '/pendaftaran/user',
      '/pendaftaran/step-2',
      '/pendaftaran/sukses',
    ]) {
      expect(isKnownPagePath(path), path).toBe(true);
    }
  });

  it('knows the admin routes, with one segment for an id', () => {
    expect(isKnownPagePath('/admin/login')).toBe(true);
    expect(isKnownPagePath('/admin/orders/6f1c2d')).toBe(true);
    expect(isKnownPagePath('/admin/registrations/abc')).toBe(true);
    expect(isKnownPagePath('/admin/orders/abc/extra')).toBe(false);
  });

  it('ignores a trailing slash and rejects anything else', () => {
    expect(isKnownPagePath('/produk/')).toBe(true);
    expect(isKnownPagePath('/tidak-ada')).toBe(false);
    expect(isKnownPagePath('/produkx')).toBe(false);
  });
});

describe('adminDetailPath', () => {
  it('names the admin page of an order or a registration', () => {
    const id = '6f1c2d3e-0000-4000-8000-000000000001';
    expect(adminDetailPath('order', id)).toBe(`/admin/orders/${id}`);
    expect(adminDetailPath('registration', id)).toBe(`/admin/registrations/${id}`);
    expect(isKnownPagePath(adminDetailPath('order', id))).toBe(true);
  });
});

describe('orderSuccessPath', () => {
  it("is the spec's address, with the id as one query value", () => {
    const id = '6f1c2d3e-0000-4000-8000-000000000001';
    expect(orderSuccessPath(id)).toBe(`/beli-produk/sukses?order_id=${id}`);
    expect(orderSuccessPath('a&b=c')).toBe('/beli-produk/sukses?order_id=a%26b%3Dc');
    expect(new URL(orderSuccessPath(id), 'http://x').searchParams.get('order_id')).toBe(id);
  });
});
