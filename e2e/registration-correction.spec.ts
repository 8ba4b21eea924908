import { randomBytes } from 'node:crypto';
import { registrationStatusPath } from '@toko/contracts';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { signInAsAdmin } from './fixtures/admin';
import { useOwnClientIp } from './fixtures/client-ip';
import { startDroppingProxy } from './fixtures/dropping-proxy';
import { boxesPastRightEdge, scrollsSideways } from './fixtures/overflow';
import { register } from './fixtures/register';
import { expect, test } from './fixtures/test';
import { waitForHydration } from './public-helpers';

const MB = 1_000_000;

test.use({ expectedConsole: [/net::ERR_/] });

/** The applicant's "Cek Status Pendaftaran": the status shown for the code and the phone. */
async function checkStatus(page: Page, origin: string, code: string, phone: string) {
  await page.goto(`${origin}${registrationStatusPath(code)}`);
  await waitForHydration(page.getByRole('button', { name: 'Cek Status' }));
  await page.getByLabel('Nomor HP').fill(phone);
  await page.getByRole('button', { name: 'Cek Status' }).click();
  return page.getByTestId('registration-status');
}

/** A 3 MB PDF: sent as it is, and long enough for the proxy to cut it once. */
const newKtp = () => ({
  name: 'ktp-baru.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(3 * MB - 9)]),
});

test('an admin asks for the KTP again; the applicant sends a new one through the link over a dropping connection', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await useOwnClientIp(context);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { id, code, phone } = await register(page, 'Rina Perbaikan');
  await signInAsAdmin(page);

  await page.goto(`/admin/registrations/${id}`);
  await page.getByRole('button', { name: 'Minta ulang KTP' }).click();
  const dialog = page.getByRole('dialog', { name: 'Minta Dokumen Ulang' });
  await expect(dialog.getByRole('checkbox', { name: 'KTP', exact: true })).toBeChecked();
  await expect(dialog.getByLabel('Alasan untuk KTP')).toHaveValue('blurry');
  await expect(dialog.getByLabel('Alasan untuk KTP').locator('option:checked')).toHaveText(
    'Foto buram atau tidak terbaca',
  );
  await dialog.getByLabel('Pesan untuk pendaftar').fill('Mohon foto ulang di tempat terang.');
  await expectNoAxeViolations(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Kirim Permintaan' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Perlu Perbaikan').first()).toBeVisible();

  await page.getByRole('button', { name: 'Salin tautan perbaikan' }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/\/pendaftaran\/perbaikan#[0-9a-f-]{36}\.[\w-]{43}$/);
  await expect(page.getByLabel('Tautan perbaikan')).toHaveValue(copied);
  const whatsApp = page.getByRole('link', { name: /Kirim lewat WhatsApp/ });
  expect(decodeURIComponent((await whatsApp.getAttribute('href'))!)).toContain(copied);

  // The applicant, on a device of their own, behind a connection that drops once.
  const proxy = await startDroppingProxy(Number(new URL(baseURL!).port), {
    cutAfterBytes: 1 * MB,
    pauseMs: 1500,
  });
  const applicantContext = await browser.newContext({
    viewport: page.viewportSize() ?? undefined,
    hasTouch: test.info().project.name === 'phone',
    isMobile: test.info().project.name === 'phone',
  });
  try {
    await useOwnClientIp(applicantContext);
    const applicant = await applicantContext.newPage();
    // Before: the status page says what to fix, and where.
    await expect(await checkStatus(applicant, baseURL!, code, phone)).toHaveText('Perlu Perbaikan');
    await expect(applicant.getByTestId('registration-status-next')).toContainText(
      'Buka tautan perbaikan',
    );
    await expect(applicant.getByTestId('registration-status-documents')).toHaveText('KTP');
    await expectNoAxeViolations(applicant, 'main');

    const link = new URL(copied);
    await applicant.goto(`http://127.0.0.1:${proxy.port}${link.pathname}${link.hash}`);
    await expect(applicant.getByRole('heading', { name: 'Perbaikan Dokumen' })).toBeVisible();
    await expect(applicant.getByText(`Kode pendaftaran: ${code}`)).toBeVisible();
    await expect(applicant.getByText('Alasan: Foto buram atau tidak terbaca')).toBeVisible();
    await expect(applicant.getByText('Mohon foto ulang di tempat terang.')).toBeVisible();
    await expectNoAxeViolations(applicant, 'main');
    expect(await boxesPastRightEdge(applicant)).toEqual([]);

    const picker = applicant.locator('input[type="file"]#correction-ktp');
    await waitForHydration(applicant.getByRole('button', { name: 'Kirim Perbaikan' }));
    await picker.setInputFiles(newKtp());
    await expect(applicant.getByRole('status').filter({ hasText: /^Terunggah$/ })).toBeVisible({
      timeout: 60_000,
    });
    expect(proxy.cuts()).toBeGreaterThanOrEqual(1);
    await applicant.getByRole('button', { name: 'Kirim Perbaikan' }).click();
    await expect(applicant.getByRole('heading', { name: 'Perbaikan terkirim' })).toBeVisible();

    // The same link again: it has been used.
    await applicant.reload();
    await expect(applicant.getByRole('heading', { name: 'Tautan tidak berlaku' })).toBeVisible();
    await expect(applicant.getByText(code)).toHaveCount(0);
    await expectNoAxeViolations(applicant, 'main');

    // After: waiting for the shop again.
    await expect(await checkStatus(applicant, baseURL!, code, phone)).toHaveText(
      'Menunggu Verifikasi',
    );
  } finally {
    await applicantContext.close();
    await proxy.close();
  }

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Status Pendaftaran' })).toHaveValue('new');
  await expect(page.getByText('Versi sebelumnya')).toBeVisible();
  const earlier = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download versi sebelumnya ktp.png' }).click();
  expect((await earlier).suggestedFilename()).toBe('ktp.png');
  await expect(page.getByRole('button', { name: 'Salin tautan perbaikan' })).toHaveCount(0);
  // The whole story, newest first.
  const activity = page.getByRole('region', { name: 'Aktivitas' });
  await expect(activity.getByText('Perbaikan dikirim: KTP')).toBeVisible();
  await expect(activity.getByText('Status diubah: Perlu Perbaikan → Baru')).toBeVisible();
  await expect(activity.getByText('Dokumen diminta ulang: KTP')).toBeVisible();
  await expect(activity.getByText('Status diubah: Baru → Perlu Perbaikan')).toBeVisible();
  await expect(activity.getByText('oleh pendaftar').first()).toBeVisible();
});

test('the correction page and its dialog fit 320 px, and the page works with the keyboard alone', async ({
  page,
  browser,
}) => {
  const { id } = await register(page, 'Dodi Keyboard');
  await signInAsAdmin(page);
  // The admin's dialog fits a 320 px screen too: its two buttons stack instead of widening it.
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(`/admin/registrations/${id}`);
  await page.getByRole('button', { name: 'Minta ulang KTP' }).click();
  const dialog = page.getByRole('dialog', { name: 'Minta Dokumen Ulang' });
  await expect(dialog.getByRole('button', { name: 'Kirim Permintaan' })).toBeVisible();
  expect(await scrollsSideways(dialog)).toBe(false);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const detail = await page.request.get(`/api/admin/registrations/${id}`);
  const { updatedAt } = (await detail.json()) as { updatedAt: string };
  const asked = await page.request.post(`/api/admin/registrations/${id}/corrections`, {
    data: { documents: [{ field: 'kk', reason: 'expired' }], expectedUpdatedAt: updatedAt },
  });
  expect(asked.status()).toBe(200);
  const { correction } = (await asked.json()) as { correction: { url: string } };
  const link = new URL(correction.url);

  const narrow = await browser.newContext({ viewport: { width: 320, height: 640 } });
  try {
    await useOwnClientIp(narrow);
    const applicant = await narrow.newPage();
    await applicant.goto(`${link.pathname}${link.hash}`);
    const send = applicant.getByRole('button', { name: 'Kirim Perbaikan' });
    await waitForHydration(send);
    expect(await boxesPastRightEdge(applicant)).toEqual([]);
    // Sent without a file: the slot says so and takes the focus.
    await send.focus();
    await applicant.keyboard.press('Enter');
    await expect(applicant.getByText('Unggah dokumen ini')).toBeVisible();
    await expect(applicant.locator('#correction-kk')).toBeFocused();
  } finally {
    await narrow.close();
  }
});

test('a forged link shows only "Tautan tidak berlaku" and the contact', async ({ page }) => {
  await page.goto(`/pendaftaran/perbaikan#${crypto.randomUUID()}.${'A'.repeat(43)}`);
  await expect(page.getByRole('heading', { name: 'Tautan tidak berlaku' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /Hubungi Kami/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kirim Perbaikan' })).toHaveCount(0);
});
