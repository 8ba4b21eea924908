import { E2E_ADMIN, signInAsAdmin } from './fixtures/admin';
import { expect, PHONE_TOO, test } from './fixtures/test';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test(
  'the Pemilik invites a Penjualan, who sets a password from the link and is signed in',
  PHONE_TOO,
  async ({ page, browser }, testInfo) => {
    const email = `penjualan-${testInfo.project.name}-${Date.now()}@contoh.co.id`;
    await signInAsAdmin(page);
    await page.goto('/admin/dashboard');
    await page.getByRole('link', { name: 'Staf', exact: true }).filter({ visible: true }).click();
    await expect(page.getByRole('heading', { name: 'Staf', level: 1 })).toBeVisible();
    // The only Pemilik cannot step down or be disabled: the menu says why.
    const ownMenu = page
      .getByRole('button', { name: `Aksi untuk ${E2E_ADMIN.email}` })
      .filter({ visible: true });
    await ownMenu.click();
    await expect(page.getByRole('menuitem', { name: 'Nonaktifkan' })).toBeDisabled();
    await expect(page.getByText('Pemilik aktif terakhir', { exact: false })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Undang Staf' }).click();
    const dialog = page.getByRole('dialog', { name: 'Undang Staf' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Peran').selectOption({ label: 'Penjualan' });
    await dialog.getByRole('button', { name: 'Kirim Undangan' }).click();
    const sent = page.getByRole('dialog', { name: 'Undangan terkirim' });
    await sent.getByRole('button', { name: 'Salin tautan undangan' }).click();
    await expect(page.getByText('Tautan undangan disalin.')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/admin\/undangan#[A-Za-z0-9_-]{43}$/);
    await expect(sent.getByLabel('Tautan undangan')).toHaveValue(link);
    await sent.getByRole('button', { name: 'Selesai' }).click();
    // Waiting for its person: listed with its role until it is accepted.
    const waiting = page.getByRole('region', { name: 'Undangan menunggu' });
    await expect(waiting.getByText(email).filter({ visible: true })).toBeVisible();
    await expect(
      waiting.getByText('Penjualan', { exact: true }).filter({ visible: true }),
    ).toBeVisible();

    // The invited person: another browser, no session.
    const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = testInfo.project.use;
    const context = await browser.newContext({
      viewport,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
    });
    try {
      const invited = await context.newPage();
      await invited.goto(link);
      await expect(invited.getByText(`sebagai Penjualan (${email})`)).toBeVisible();
      await invited.getByLabel('Kata sandi baru').fill('kata sandi penjualan');
      await invited.getByLabel('Ulangi kata sandi').fill('kata sandi penjualan');
      await invited.getByRole('button', { name: 'Simpan dan Masuk' }).click();
      await expect(invited).toHaveURL(/\/admin\/orders$/);
      await expect(
        invited.getByRole('heading', { name: 'Manajemen Orders', level: 1 }),
      ).toBeVisible();
      await expect(invited.getByRole('link', { name: 'Staf', exact: true })).toHaveCount(0);

      // The link is used up.
      await invited.goto(link);
      await expect(invited.getByRole('heading', { name: 'Undangan tidak berlaku' })).toBeVisible();
    } finally {
      await context.close();
    }

    await page.reload();
    await expect(page.getByText(email).filter({ visible: true })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Undangan menunggu' }).getByText(email),
    ).toHaveCount(0);
  },
);

test(
  'the Pemilik revokes a waiting invitation: its link then shows "Undangan tidak berlaku"',
  PHONE_TOO,
  async ({ page }, testInfo) => {
    const email = `batal-${testInfo.project.name}-${Date.now()}@contoh.co.id`;
    await signInAsAdmin(page);
    await page.goto('/admin/staf');
    await page.getByRole('button', { name: 'Undang Staf' }).click();
    const dialog = page.getByRole('dialog', { name: 'Undang Staf' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Peran').selectOption({ label: 'Pengamat' });
    await dialog.getByRole('button', { name: 'Kirim Undangan' }).click();
    const sent = page.getByRole('dialog', { name: 'Undangan terkirim' });
    const link = await sent.getByLabel('Tautan undangan').inputValue();
    await sent.getByRole('button', { name: 'Selesai' }).click();

    const waiting = page.getByRole('region', { name: 'Undangan menunggu' });
    await expect(waiting.getByText(email).filter({ visible: true })).toBeVisible();
    await waiting
      .getByRole('button', { name: `Batalkan undangan: ${email}` })
      .filter({ visible: true })
      .click();
    const confirm = page.getByRole('dialog', { name: `Batalkan undangan untuk ${email}?` });
    await confirm.getByRole('button', { name: 'Batalkan undangan' }).click();
    await expect(page.getByText(`Undangan untuk ${email} dibatalkan.`)).toBeVisible();
    await expect(waiting.getByText(email)).toHaveCount(0);

    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Undangan tidak berlaku' })).toBeVisible();
  },
);
