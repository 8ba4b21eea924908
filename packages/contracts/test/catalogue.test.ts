import { describe, expect, it } from 'vitest';
import { findProduct, PRODUCT_IDS, PRODUCTS, productSchema } from '../src/catalogue';

describe('product catalogue', () => {
  it('holds the six products of the spec with their integer prices', () => {
    const prices = Object.fromEntries(PRODUCTS.map((product) => [product.id, product.price]));
    expect(prices).toEqual({
      'pax-a920-pro': 2_999_000,
      'pax-a930': 3_999_000,
      'pax-d210': 2_499_000,
      'smartpeak-p1000': 2_099_000,
      'pax-d180': 649_000,
      'soundbox-qris': 349_000,
    });
  });

  it('badges pax-d210 as Popular and soundbox-qris as Baru, nothing else', () => {
    const badges = PRODUCTS.filter((product) => product.badge !== null).map((product) => [
      product.id,
      product.badge,
    ]);
    expect(badges).toEqual([
      ['pax-d210', 'Popular'],
      ['soundbox-qris', 'Baru'],
    ]);
  });

  it('matches its own schema and id list', () => {
    for (const product of PRODUCTS) expect(productSchema.parse(product)).toEqual(product);
    expect(PRODUCTS.map((product) => product.id)).toEqual([...PRODUCT_IDS]);
  });

  it('finds a product by id and nothing for an unknown id', () => {
    expect(findProduct('pax-d180')?.name).toBe('PAX D180');
    expect(findProduct('unknown')).toBeUndefined();
  });
});
