import type { Page } from '@playwright/test';
import { listEntries, signInAsAdmin } from './fixtures/admin';
import { placeOrder } from './fixtures/place-order';
import { register } from './fixtures/register';
import { expect, test, PHONE_TOO } from './fixtures/test';

/**
 * Three orders of one buyer, from the shop's API: an e-mail of this test's own keeps other
 * specs' orders, placed in parallel, out of the list it searches.
 */
async function threeOrders(page: Page, who: string) {
  const email = `${who}-${test.info().project.name}-${Date.now()}@contoh.co.id`;
  const placed = [];
  for (const quantity of [2, 1, 3]) {
    placed.push(
      await placeOrder(page, `${who} ${quantity}`, {
        email,
        items: [{ id: 'pax-d180', quantity }],
      }),
    );
  }
  return { email, placed };
}

const todayInJakarta = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());

test('"Hari ini" then export: the file holds exactly the rows the list counts', async ({
  page,
}) => {
  const { email, placed } = await threeOrders(page, 'harian');
  await signInAsAdmin(page);
  await page.goto(`/admin/orders?q=${encodeURIComponent(email)}`);
  await expect(listEntries(page)).toHaveCount(3);

  await page.getByRole('button', { name: 'Hari ini' }).click();
  const today = todayInJakarta();
  await expect(page).toHaveURL(new RegExp(`from=${today}&to=${today}`));
  await expect(page).not.toHaveURL(/page=/);
  await expect(page.getByRole('button', { name: 'Hari ini' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByLabel('Dari tanggal')).toHaveValue(today);
  await expect(page.getByText('Ekspor 3 baris')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  const stamp = today.replaceAll('-', '');
  expect(file.suggestedFilename()).toMatch(
    new RegExp(`^orders_${stamp}-${stamp}_\\d{8}_\\d{6}\\.csv$`),
  );
  const csv = (await (await file.createReadStream()).toArray()).join('');
  const rows = csv.split('\r\n').slice(1).filter(Boolean);
  expect(rows).toHaveLength(3);
  for (const { orderNumber } of placed) expect(csv).toContain(`"${orderNumber}"`);

  // A reversed range is refused in the browser, and the list keeps its days.
  await page.getByLabel('Dari tanggal').fill('2099-01-02');
  await page.getByLabel('Sampai tanggal').fill('2099-01-01');
  await expect(page.getByRole('alert')).toHaveText(
    '"Dari tanggal" tidak boleh setelah "Sampai tanggal"',
  );
  await expect(listEntries(page)).toHaveCount(3);
});

test(
  'sorting by Total orders the list by the amount, either way, in the URL',
  PHONE_TOO,
  async ({ page, isMobile }) => {
    const { email, placed } = await threeOrders(page, 'urut');
    await signInAsAdmin(page);
    await page.goto(`/admin/orders?q=${encodeURIComponent(email)}`);
    await expect(listEntries(page)).toHaveCount(3);
    const byTotal = [...placed].sort((a, b) => b.total - a.total).map((order) => order.orderNumber);

    if (isMobile) {
      await page.getByLabel('Urutkan').selectOption({ label: 'Total (turun)' });
    } else {
      const header = page.getByRole('columnheader', { name: 'Total' });
      await expect(header).not.toHaveAttribute('aria-sort');
      await header.getByRole('button').click();
      await expect(header).toHaveAttribute('aria-sort', 'descending');
    }
    await expect(page).toHaveURL(/sort=total&dir=desc/);
    for (const [index, orderNumber] of byTotal.entries()) {
      await expect(listEntries(page).nth(index)).toContainText(orderNumber);
    }

    if (isMobile) {
      await page.getByLabel('Urutkan').selectOption({ label: 'Total (naik)' });
    } else {
      // The keyboard turns it around too.
      await page.getByRole('columnheader', { name: 'Total' }).getByRole('button').press('Enter');
      await expect(page.getByRole('columnheader', { name: 'Total' })).toHaveAttribute(
        'aria-sort',
        'ascending',
      );
    }
    await expect(page).toHaveURL(/sort=total&dir=asc/);
    await expect(listEntries(page).first()).toContainText(byTotal.at(-1)!);
  },
);

test(
  'three orders marked paid at once: three audit entries and paid_at set',
  PHONE_TOO,
  async ({ page, isMobile }) => {
    const { email, placed } = await threeOrders(page, 'lunas');
    await signInAsAdmin(page);
    await page.goto(`/admin/orders?q=${encodeURIComponent(email)}`);
    await expect(listEntries(page)).toHaveCount(3);
    if (isMobile) {
      // A thumb's targets on a card: the checkbox's box and the phone number to call.
      const card = listEntries(page).first();
      const checkboxTarget = await card.locator('label:has(input[type=checkbox])').boundingBox();
      const call = card.getByRole('link', { name: /^Telepon / });
      await expect(call).toHaveAttribute('href', 'tel:+6281298765432');
      const callTarget = await call.boundingBox();
      expect(Math.min(checkboxTarget!.width, checkboxTarget!.height)).toBeGreaterThanOrEqual(44);
      expect(callTarget!.height).toBeGreaterThanOrEqual(44);
      await expect(card).toContainText(/bank transfer/i);
    }

    for (const order of placed) {
      await page.getByRole('checkbox', { name: new RegExp(order.orderNumber) }).check();
    }
    const bar = page.getByRole('region', { name: '3 dipilih' });
    await expect(bar).toBeVisible();
    await bar.getByLabel('Status baru').selectOption('paid');
    await bar.getByRole('button', { name: 'Ubah status' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ubah status' });
    await expect(dialog).toContainText('Ubah status 3 data menjadi "Dibayar"?');
    await dialog.getByRole('button', { name: 'Ya, ubah status' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'diubah' })).toHaveText(
      '3 data diubah menjadi "Dibayar".',
    );
    await expect(bar).toBeHidden();
    await expect(listEntries(page).filter({ hasText: 'Dibayar' })).toHaveCount(3);

    for (const order of placed) {
      const detail = await (await page.request.get(`/api/admin/orders/${order.id}`)).json();
      expect(detail.status).toBe('paid');
      expect(detail.paidAt).not.toBeNull();
      expect(detail.statusHistory).toHaveLength(1);
      expect(detail.statusHistory[0]).toMatchObject({ from: 'pending', to: 'paid' });
    }
  },
);

test(
  'registrations: sorted by name, two verified at once, a card calls the applicant',
  PHONE_TOO,
  async ({ page, isMobile }) => {
    const email = `verifikasi-${test.info().project.name}-${Date.now()}@contoh.co.id`;
    const first = await register(page, 'Zaenal Verifikasi', { email });
    const second = await register(page, 'Ayu Verifikasi', { email });
    await signInAsAdmin(page);
    await page.goto(`/admin/registrations?q=${encodeURIComponent(email)}`);
    await expect(listEntries(page)).toHaveCount(2);

    if (isMobile) {
      await page.getByLabel('Urutkan').selectOption({ label: 'Nama (naik)' });
      const card = listEntries(page).first();
      await expect(card.getByRole('link', { name: /^Telepon / })).toHaveAttribute(
        'href',
        /^tel:\+62/,
      );
      await expect(card).toContainText(email);
      // Sumber stays on a phone, as the spec keeps it (it hides only the orders' Referral).
      await expect(card).toContainText('Sumber: Teman');
    } else {
      await page.getByRole('columnheader', { name: 'Nama' }).getByRole('button').click();
      await expect(page.getByRole('columnheader', { name: 'Nama' })).toHaveAttribute(
        'aria-sort',
        'ascending',
      );
    }
    await expect(page).toHaveURL(/sort=name/);
    await expect(listEntries(page).first()).toContainText(second.code);
    await expect(listEntries(page).nth(1)).toContainText(first.code);

    await page.getByRole('checkbox', { name: 'Pilih semua di halaman ini' }).check();
    const bar = page.getByRole('region', { name: '2 dipilih' });
    await bar.getByLabel('Status baru').selectOption('verified');
    await bar.getByRole('button', { name: 'Ubah status' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ubah status' });
    await expect(dialog).toContainText('Ubah status 2 data menjadi "Terverifikasi"?');
    await dialog.getByRole('button', { name: 'Ya, ubah status' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'diubah' })).toHaveText(
      '2 data diubah menjadi "Terverifikasi".',
    );
    await expect(listEntries(page).filter({ hasText: 'Terverifikasi' })).toHaveCount(2);
  },
);
