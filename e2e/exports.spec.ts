import ExcelJS from 'exceljs';
import { expect, test } from './fixtures';

test('a distributor exports its agencies: the Excel file opens and holds only its branch', async ({
  page,
  signInAs,
}) => {
  await signInAs('distribuidor');
  await page.goto('/admin/registry/agencies/general?sort=code');
  const table = page.getByRole('table', { name: 'Agencias' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('button', { name: 'Exportar' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Excel (XLSX)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^agencias-\d{4}-\d{2}-\d{2}\.xlsx$/);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  expect(sheet.getCell('A1').value).toBe('Agencias');
  expect(String(sheet.getCell('A3').value)).toMatch(/^Exportado por .+ \(distribuidor\) el /);
  const codes: string[] = [];
  sheet.eachRow((row, number) => {
    const code = String(row.getCell(1).value ?? '');
    if (number > 5 && !code.startsWith('Total')) codes.push(code);
  });
  expect(codes.length).toBeGreaterThan(0);
  expect(codes.filter((code) => code.startsWith('AOR'))).toEqual([]);
});
