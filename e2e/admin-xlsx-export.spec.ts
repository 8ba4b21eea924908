import ExcelJS from 'exceljs';
import { signInAsAdmin } from './fixtures/admin';
import { placeOrder } from './fixtures/place-order';
import { expect, test } from './fixtures/test';

test('an admin downloads the orders as an Excel workbook with typed cells', async ({ page }) => {
  const { orderNumber } = await placeOrder(page, `Sari ${Date.now()}`);
  await signInAsAdmin(page);
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { name: 'Manajemen Orders' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^orders_\d{8}_\d{6}\.xlsx$/);
  await expect(page.getByText('Data berhasil diexport!')).toBeVisible();

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(await file.createReadStream());
  const sheet = workbook.worksheets[0]!;
  expect(sheet.getRow(1).getCell(1).value).toBe('Order ID');
  expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
  let row: ExcelJS.Row | undefined;
  sheet.eachRow((candidate) => {
    if (candidate.getCell(1).value === orderNumber) row = candidate;
  });
  expect(row, orderNumber).toBeDefined();
  expect(row!.getCell(2).value).toBeInstanceOf(Date);
  expect(row!.getCell(4).value).toBe('081298765432');
  expect(typeof row!.getCell(7).value).toBe('number');
  expect(row!.getCell(7).numFmt).toBe('"Rp" #,##0');
});

test('the registrations page offers the Excel export beside the CSV', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/registrations');
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Excel' }).click();
  expect((await download).suggestedFilename()).toMatch(/^registrations_\d{8}_\d{6}\.xlsx$/);
});
