// Grid features on the Assets tab: hide a column (remembered), filter, select, edit a cell, PDF export (text and
// page count checked with poppler), and the ?pdf parameter.
import { writeFileSync } from 'node:fs';
import { expect } from './fixtures';
import {
  cellText,
  checkPdf,
  editCell,
  estateBody,
  grid,
  makeEstate,
  rowByName,
  SHOTS,
  selectRow,
  signUp,
  test,
} from './inventory-helpers';

const many = Array.from({ length: 60 }, (_, i) => ({
  id: -(i + 1),
  name: `Bond lot ${String(i + 1).padStart(2, '0')}`,
  i_type: 4,
  val_death: (i + 1) * 1_000_00,
}));
const estate = () =>
  estateBody('Grid', 'Walter Grimes', '2026-07-04', {
    assets: [
      ...many,
      {
        id: -100,
        name: 'A very long asset name that goes on and on to test how the header and cells are cut in the PDF export',
        i_type: 0,
        val_death: 1,
      },
    ],
  });

test('hides a column, and the choice is remembered', async ({ page, open }) => {
  const { g } = await open(estate(), 'Assets', 'assets');
  await expect(g.locator('.ag-header-cell[col-id="account"]')).toBeVisible();
  await g.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('checkbox', { name: 'Account' }).uncheck();
  await page.keyboard.press('Escape');
  await expect(g.locator('.ag-header-cell[col-id="account"]')).toHaveCount(0);
  await page.reload();
  await expect(rowByName(g, 'Bond lot 01')).toBeVisible();
  await expect(g.locator('.ag-header-cell[col-id="account"]')).toHaveCount(0);
});

test('filters rows, selects with the checkmark and edits a cell', async ({ page, open }) => {
  const { g } = await open(estate(), 'Assets', 'assets');
  await g.getByLabel('Filter rows').fill('PDF export');
  await expect(g.getByText('1 of 62 rows')).toBeVisible();
  await expect(rowByName(g, 'Bond lot 12')).toHaveCount(0);
  await g.getByLabel('Filter rows').fill('');
  await expect(g.getByText('62 rows')).toBeVisible();
  await selectRow(g, 'Bond lot 12');
  await expect(g.getByText('1 selected')).toBeVisible();
  await editCell(g, 'Bond lot 12', 'name', 'Treasury bond 2031');
  await g.getByLabel('Filter rows').fill('');
  await expect(rowByName(g, 'Treasury bond 2031')).toBeVisible();
  await editCell(g, 'Treasury bond 2031', 'val_death', '-5');
  await expect(g.getByText('Enter zero or more.')).toBeVisible();
  await expect(cellText(g, 'Treasury bond 2031', 'val_death')).toHaveText('$12,000.00');
  await page.screenshot({ path: `${SHOTS}/grid-filter-edit.png` });
});

test('exports what the grid shows to a landscape PDF with page numbers', async ({ page, open }) => {
  const { g } = await open(estate(), 'Assets', 'assets');
  await expect(rowByName(g, 'Bond lot 01')).toBeVisible();
  const download = page.waitForEvent('download');
  await g.getByRole('button', { name: 'PDF' }).click();
  const file = `${SHOTS}/assets.pdf`;
  await (await download).saveAs(file);
  const { text, pages } = checkPdf(file, 'assets-pdf');
  expect(pages).toBe(2);
  expect(text).toContain('Estate Assets');
  expect(text).toContain('Page 1 of 2');
  expect(text).toContain('Bond lot 60');
  expect(text).toContain('$60,000.00');
  expect(text).toContain('Estate Cashflow Account');
});

test('the pdf query parameter exports the Assets grid on arrival', async ({ page, baseURL }) => {
  await signUp(page, baseURL);
  const { id } = await makeEstate(page, estate());
  const download = page.waitForEvent('download');
  await page.goto(`/estate/${id}/Assets?pdf=true`);
  const d = await download;
  const file = `${SHOTS}/assets-param.pdf`;
  await d.saveAs(file);
  const { text, pages } = checkPdf(file, 'assets-param-pdf');
  expect(pages).toBeGreaterThanOrEqual(1);
  expect(text).toContain('Bond lot 01');
  await expect(page).not.toHaveURL(/pdf=/);
  writeFileSync(`${SHOTS}/assets-param.txt`, text);
});

test('itemId preselects and reveals a row', async ({ page }) => {
  const assets = (await (await page.request.get('/api/estate/sample/assets')).json()).payload as {
    id: number;
    name: string;
  }[];
  const car = assets.find((a) => a.name.startsWith('2017 Buick'));
  await page.goto(`/estate/sample/Assets?itemId=${car?.id}`);
  const g = grid(page, 'assets');
  await expect(g.getByText('1 selected')).toBeVisible();
  await expect(rowByName(g, '2017 Buick')).toHaveClass(/ag-row-selected/);
});
