import { PNG } from 'pngjs';
import { QRIS_PICTURE_RATE_LIMIT } from '@toko/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { QRIS_WITH_FEES } from '../helpers/example-qris';
import { readQrisPng } from '../helpers/read-qris-png';
import { createTestApp, type TestApp } from '../helpers/test-app';

type Png = { width: number; height: number; data: Buffer };
const isDark = (png: Png, x: number, y: number) => png.data[(y * png.width + x) * 4]! < 128;

/** Modules of white left of the top-left finder pattern, whose first row is 7 dark modules. */
function quietZoneModules(png: Png): number {
  let top = 0;
  while (![...Array(png.width).keys()].some((x) => isDark(png, x, top))) top += 1;
  let left = 0;
  while (!isDark(png, left, top + 1)) left += 1;
  let right = left;
  while (isDark(png, right, top + 1)) right += 1;
  return left / ((right - left) / 7);
}

describe('the QRIS picture to save', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({
      config: { shop: loadConfig({ QRIS_PAYLOAD: QRIS_WITH_FEES }).shop },
    });
  });
  afterAll(() => testApp.close());

  it('is a PNG a wallet reads: 600+ px, the exact total, dynamic, no tip or fee, a good CRC', async () => {
    const response = await testApp.app.inject({ url: '/api/payment/qris.png?total=6347000' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="qris-toko-edc-6347000.png"',
    );
    const qris = readQrisPng(response.rawPayload);
    expect(qris.width).toBeGreaterThanOrEqual(600);
    expect(qris.tags.get('54')).toBe('6347000');
    expect(qris.tags.get('01')).toBe('12');
    expect([...qris.tags.keys()].filter((tag) => ['55', '56', '57'].includes(tag))).toEqual([]);
    expect(qris.crcMatches).toBe(true);
  });

  it('keeps a quiet zone of 4 modules and prints the caption under it', async () => {
    const response = await testApp.app.inject({ url: '/api/payment/qris.png?total=349000' });
    const png = PNG.sync.read(response.rawPayload);
    expect(quietZoneModules(png)).toBe(4);
    const below = [...Array(png.height - png.width).keys()].map((row) => png.width + row);
    expect(below.length).toBeGreaterThan(80);
    expect(below.some((y) => [...Array(png.width).keys()].some((x) => isDark(png, x, y)))).toBe(
      true,
    );
  });

  it('says once at start which tip and fee tags it leaves out', () => {
    const notes = testApp.logLines
      .map((line) => JSON.parse(line))
      .filter((line) => line.droppedTags);
    expect(notes).toEqual([
      expect.objectContaining({ level: 40, droppedTags: ['55', '56', '57'] }),
    ]);
  });

  it('answers a HEAD without a body or a count against the limit', async () => {
    const head = await testApp.app.inject({
      method: 'HEAD',
      url: '/api/payment/qris.png?total=777000',
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/png');
    expect(head.rawPayload.length).toBe(0);
    const overCap = await testApp.app.inject({
      method: 'HEAD',
      url: '/api/payment/qris.png?total=10000001',
    });
    expect(overCap.statusCode).toBe(404);
  });

  it('keeps a drawn picture: the same total twice is the same bytes', async () => {
    const first = await testApp.app.inject({ url: '/api/payment/qris.png?total=555000' });
    const again = await testApp.app.inject({ url: '/api/payment/qris.png?total=555000' });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(readQrisPng(again.rawPayload).tags.get('54')).toBe('555000');
  });

  it('draws QRIS_PICTURE_RATE_LIMIT pictures per address, then answers 429', async () => {
    const remoteAddress = '10.88.0.1';
    const get = () =>
      testApp.app.inject({ url: '/api/payment/qris.png?total=123000', remoteAddress });
    for (let picture = 0; picture < QRIS_PICTURE_RATE_LIMIT.max; picture += 1) {
      expect((await get()).statusCode).toBe(200);
    }
    const refused = await get();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('too_many_requests');
    expect(refused.headers['content-disposition']).toBeUndefined();
    const head = await testApp.app.inject({
      method: 'HEAD',
      url: '/api/payment/qris.png?total=123000',
      remoteAddress,
    });
    expect(head.statusCode).toBe(200);
  });

  it('refuses a total above the cap, and a shop without a QRIS string', async () => {
    const overCap = await testApp.app.inject({ url: '/api/payment/qris.png?total=10000001' });
    expect(overCap.statusCode).toBe(404);
    expect(overCap.json().error.message).toMatch(/QRIS hanya bisa dipakai untuk total sampai/);
    const bad = await testApp.app.inject({ url: '/api/payment/qris.png?total=abc' });
    expect(bad.json().error.fields).toEqual({ total: 'Harus berupa angka' });
    // As after a restart with QRIS_PAYLOAD empty (a second app would cost a database).
    testApp.deps.config.shop.qrisPayload = undefined;
    const unavailable = await testApp.app.inject({ url: '/api/payment/qris.png?total=349000' });
    expect(unavailable.statusCode).toBe(404);
    expect(unavailable.json().error.message).toMatch(/QRIS sedang tidak tersedia/);
  });
});
