import { PRODUCTS } from '@toko/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { hasValidCrc } from '../../src/qris/qris';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('catalogue and payment settings routes', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('serves the catalogue with server-owned prices', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/products' });
    expect(response.statusCode).toBe(200);
    expect(response.json().products).toEqual(JSON.parse(JSON.stringify(PRODUCTS)));
  });

  it('gives the bank account and a dynamic QRIS with the exact total', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/payment/settings?total=3348000',
    });
    expect(response.statusCode).toBe(200);
    const settings = response.json();
    expect(settings.bank).toEqual({
      name: 'CIMB Niaga',
      holder: 'PT CONTOH TOKO EDC (contoh)',
      number: '800000000000',
    });
    expect(settings.qris.available).toBe(true);
    expect(settings.qris.payload).toContain('54073348000');
    expect(hasValidCrc(settings.qris.payload)).toBe(true);
    expect(settings.qris.svg).toMatch(/^<svg/);
    expect(settings.usesExamples).toBe(true);
  });

  it('offers no QRIS above Rp 10.000.000', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/payment/settings?total=10000001',
    });
    expect(response.json().qris).toMatchObject({
      available: false,
      payload: null,
      maxAmount: 10_000_000,
    });
  });

  it('refuses a missing or bad total', async () => {
    const messages = {
      '': 'Wajib diisi',
      '?total=': 'Wajib diisi',
      '?total=0': 'Minimal 1',
      '?total=abc': 'Harus berupa angka',
      '?total=1.5': 'Harus berupa angka',
      '?total=1e6': 'Harus berupa angka',
      '?total=0x10': 'Harus berupa angka',
      '?total=1000000000001': 'Maksimal 1000000000000',
      // Past 2^53: the real cap still, not the largest safe integer.
      '?total=99999999999999999999': 'Maksimal 1000000000000',
    };
    for (const [query, message] of Object.entries(messages)) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/payment/settings${query}`,
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.fields, query).toEqual({ total: message });
    }
  });
});

describe('shop configuration', () => {
  it('reads the bank account and QRIS from the environment, naming bad values', () => {
    const config = loadConfig({
      BANK_ACCOUNT_HOLDER: 'PT Maju',
      BANK_ACCOUNT_NUMBER: '1234567890',
      QRIS_PAYLOAD: '',
    });
    expect(config.shop).toMatchObject({
      bankAccountHolder: 'PT Maju',
      bankAccountNumber: '1234567890',
      usesExamples: false,
    });
    expect(config.shop.qrisPayload).toBeUndefined();
    expect(() => loadConfig({ BANK_ACCOUNT_NUMBER: '12-34', QRIS_PAYLOAD: '000201' })).toThrow(
      /BANK_ACCOUNT_NUMBER[\s\S]*QRIS_PAYLOAD/,
    );
  });
});
