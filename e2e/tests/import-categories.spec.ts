// Import that knows money (issue 36, point 6): every row of an uploaded statement comes with a category proposed
// from its words and sign (a tax refund, Social Security, CPP, a utility, an insurance premium, a fee); a refund
// names no asset; the category the user picks for a payee is proposed for that payee next time; the dialog says
// the rows were read from the user's file. At 1280 and 375 px, axe clean.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from './fixtures';
import { base, fullOf, makeEstate, SHOTS, saveEstate, test } from './ledger-helpers';
import { dialogAxeClean, PHONE } from './support';

// A made-up September of an Ohio estate's checking account (shared with the server's import-routes.test.ts).
const SEPTEMBER = readFileSync(
  join(import.meta.dirname, '../../packages/domain/src/bank/fixtures/csv/estate-september.csv'),
  'utf8',
);
const PROPOSED: [string, string][] = [
  ['IRS TREAS 310 TAX REF', 'Refund'],
  ['SSA TREAS 310 XXSOC SEC', 'Income'],
  ['CPP CANADA', 'Income'],
  ['DOMINION ENERGY OHIO', 'Estate Expense'],
  ['ALLSTATE INS PREM', 'Estate Expense'],
  ['MONTHLY SERVICE FEE', 'Estate Expense'],
  ['ACME LAWN CARE 4411', 'Other Withdrawal'],
];

/** The walk's estate: a house, a checking account and a car (a refund must not ask for one of them). */
const estate = () =>
  base({
    assets: [
      { id: -1, name: 'House', i_type: 6, val_death: 30_000_000 },
      { id: -2, name: 'Checking', i_type: 14, val_death: 500_000 },
      { id: -3, name: 'Car', i_type: 8, val_death: 1_200_000 },
    ],
  });

/** Chooses a CSV in the import dialog (opened by Cashflow's Import, or already open) and imports it. */
async function upload(page: Page, name: string, text: string, open = true) {
  if (open) await page.getByTestId('cash-import').click();
  const dialog = page.getByTestId('import-dialog');
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });
  await page.getByTestId('import-send').click();
  return dialog;
}

async function expectProposed(page: Page) {
  for (const [name, cat] of PROPOSED)
    await expect(page.getByRole('textbox', { name: `Category for ${name}` })).toHaveValue(cat);
  // A refund is booked against the estate's Various Refunds asset: no asset to choose.
  await expect(page.getByRole('textbox', { name: 'Asset for IRS TREAS 310 TAX REF' })).toHaveCount(0);
}

test('at 1280 px: proposed categories, a refund with no asset, and the payee remembered for next month', async ({
  page,
}) => {
  const { id, ids } = await makeEstate(page, estate());
  await page.goto(`/estate/${id}/Cashflow?assetId=${ids['-2']}`);
  await upload(page, 'september.csv', SEPTEMBER);
  await expect(page.getByTestId('import-result')).toHaveText('7 new rows read from your file.');
  await expectProposed(page);
  await dialogAxeClean(page);
  await page.screenshot({ path: `${SHOTS}/import-categories.png` });
  await page.getByRole('textbox', { name: 'Category for ACME LAWN CARE 4411' }).click();
  await page.getByRole('option', { name: 'Estate Expense', exact: true }).click();
  await page.getByTestId('import-accept-all').click();
  await expect(page.getByTestId('import-dialog')).toBeHidden();
  await saveEstate(page);

  const f = await fullOf(page, id);
  const various = f.assets.find((a: { sundry_refunds: boolean }) => a.sundry_refunds);
  const mine = f.txacts.filter((t: { d_id: string | null }) => t.d_id);
  expect(Object.fromEntries(mine.map((t: { name: string; cat: number }) => [t.name, t.cat]))).toEqual({
    'IRS TREAS 310 TAX REF': 11,
    'SSA TREAS 310 XXSOC SEC': 1,
    'CPP CANADA': 1,
    'DOMINION ENERGY OHIO': 53,
    'ALLSTATE INS PREM': 53,
    'MONTHLY SERVICE FEE': 53,
    'ACME LAWN CARE 4411': 53,
  });
  expect(mine.find((t: { name: string }) => t.name.startsWith('IRS')).item).toBe(various.id);
  expect(f.meta.config.payees).toEqual({ 'acme lawn care': 53 });

  // October: the same payee under another invoice number is proposed what the user chose in September.
  await upload(page, 'october.csv', 'Date,Description,Amount\n10/09/2026,ACME LAWN CARE 4502,-55.00');
  await expect(page.getByTestId('import-result')).toHaveText('1 new row read from your file.');
  await expect(page.getByRole('textbox', { name: 'Category for ACME LAWN CARE 4502' })).toHaveValue(
    'Estate Expense',
  );
});

test('at 375 px: the proposed categories on the review cards, axe clean', async ({ page }) => {
  const { id, ids } = await makeEstate(page, estate());
  await page.setViewportSize(PHONE);
  // On a phone Import sits in the toolbar's menu; ?import opens it on the account shown (a task's link does).
  await page.goto(`/estate/${id}/Cashflow?assetId=${ids['-2']}&import=y`);
  await upload(page, 'september.csv', SEPTEMBER, false);
  await expect(page.getByTestId('import-result')).toHaveText('7 new rows read from your file.');
  await expect(page.getByTestId('import-cards')).toBeVisible();
  await expectProposed(page);
  await dialogAxeClean(page);
  await page.screenshot({ path: `${SHOTS}/import-categories-375.png`, fullPage: true });
  await page.getByTestId('import-accept-all').click();
  await expect(page.getByTestId('import-dialog')).toBeHidden();
});
