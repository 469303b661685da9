// A brokerage's OFX statement (issue 35), a real one from the corpus (Fidelity, via ledger-autosync): its cash
// movements come in with a proposed category, and its holdings' value is offered as the account's New Value,
// recorded only when the user clicks.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from './fixtures';
import { estateBody } from './inventory-helpers';
import { fullOf, makeEstate, SHOTS, saveEstate, test } from './ledger-helpers';
import { dialogAxeClean, PHONE } from './support';

const FILE = join(
  import.meta.dirname,
  '../../packages/domain/test-io/statements/egh-ledger-autosync/fidelity_fee.ofx',
);

test('a brokerage statement: rows with proposed categories, and its holdings value recorded in one click', async ({
  page,
}) => {
  const { id, ids } = await makeEstate(
    page,
    estateBody('Brokerage', 'Ada Fidelity', '2012-07-01', {
      assets: [{ id: -1, name: 'Fidelity brokerage', i_type: 14, val_death: 3_000_000 }],
    }),
  );
  await page.goto(`/estate/${id}/Cashflow?assetId=${ids['-1']}`);
  await page.getByTestId('cash-import').click();
  await page
    .getByTestId('import-dialog')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'fidelity.ofx', mimeType: 'text/plain', buffer: readFileSync(FILE) });
  await expect(page.getByTestId('import-result')).toContainText('5 new rows read from your file');
  // Positions 14,919.80 and cash 18,073.98 on 8 September 2012.
  await expect(page.getByTestId('import-value')).toContainText('$32,993.78 in all');
  await expect(page.getByRole('textbox', { name: 'Category for LATE SETTLEMENT FEE' })).toHaveValue(
    'Estate Expense',
  );
  await expect(page.getByRole('textbox', { name: 'Category for INTEREST EARNED' }).first()).toHaveValue(
    'Interest',
  );
  await dialogAxeClean(page);
  await page.screenshot({ path: `${SHOTS}/import-brokerage.png` });
  await page.setViewportSize(PHONE);
  await dialogAxeClean(page);
  await page.screenshot({ path: `${SHOTS}/import-brokerage-375.png` });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByTestId('import-value-record').click();
  await expect(page.getByTestId('import-value-done')).toContainText('Recorded as the New Value');
  // The two sales were of securities inside the account (issue 35, point 2): shown as Skip with the reason, left
  // out of Accept all. The user books one by hand all the same, as a deposit (no other asset to name).
  const sales = page.getByTestId('import-row').filter({ hasText: 'Sale: SELL' });
  await expect(sales).toHaveCount(2);
  for (const n of [0, 1]) await expect(sales.nth(n)).toHaveAttribute('data-action', 'Skip');
  await expect(sales.first()).toContainText(
    "a trade inside this account. Its value is recorded through the account's New Value",
  );
  await sales.first().getByRole('button', { name: 'Book Sale: SELL all the same' }).click();
  await expect(sales.first()).toHaveAttribute('data-action', 'New');
  await expect(page.getByRole('textbox', { name: 'Category for Sale: SELL' })).toHaveValue('Asset Sale');
  await page.getByRole('textbox', { name: 'Category for Sale: SELL' }).click();
  await page.getByRole('option', { name: 'Other Deposit', exact: true }).click();
  await page.getByTestId('import-accept-all').click();
  await expect(page.getByTestId('import-dialog')).toBeHidden();
  await saveEstate(page);
  const f = await fullOf(page, id);
  const mine = f.txacts.filter((t: { asset: number }) => t.asset === ids['-1']);
  expect(mine.find((t: { cat: number }) => t.cat === 152)).toMatchObject({
    date: '2012-09-08',
    val: 3_299_378,
  });
  const imported = mine.filter((t: { d_id: string | null }) => t.d_id);
  // The fee, the interest twice and the sale booked by hand; the other sale left out.
  expect(imported.map((t: { cat: number }) => t.cat).sort()).toEqual([0, 53, 7, 7]);
});
