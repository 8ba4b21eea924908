import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures/test';

test('a refused request shows its "Kode: …", the id the server logged it under', async ({
  page,
}) => {
  await page.goto('/cek-pesanan');
  await page.getByLabel('Nomor Pesanan').fill('ORD-20260101-AAAAAA');
  await page.getByLabel('Nomor Telepon').fill('081234567890');
  const answered = page.waitForResponse((response) =>
    response.url().endsWith('/api/orders/status'),
  );
  await page.getByRole('button', { name: 'Cek Status' }).click();
  const response = await answered;
  expect(response.status()).toBe(404);
  const requestId = response.headers()['x-request-id'];
  expect(requestId).toMatch(/^[0-9A-Z]{10}$/);

  await expect(page.getByRole('alert')).toContainText(`Kode: ${requestId}`);
  // The shop finds it in the server's log.
  const log = readFileSync(join(process.env.E2E_LOG_DIR!, 'server.log'), 'utf8');
  expect(log).toContain(`"reqId":"${requestId}"`);
});
