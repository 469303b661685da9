// Cashflow dialogs and rules in the browser: every refusal and confirmation of the transaction dialog, purchases that
// create their item, multi-payment and multi-transfer, refunds, older entries, Mark Done and saving.
import { expect } from './fixtures';
import {
  answer,
  base,
  deleteSelected,
  fullOf,
  grid,
  makeEstate,
  newTxact,
  openEstate,
  openGrid,
  pick,
  rowBy,
  SHOTS,
  saveEstate,
  selectBy,
  test,
  typeDate,
} from './ledger-helpers';

const estate = (extra: Record<string, unknown> = {}) =>
  base({
    assets: [
      { id: -1, name: 'Checking', i_type: 14, val_death: 100_000 },
      { id: -2, name: 'Savings', i_type: 14, val_death: 50_000 },
      { id: -3, name: 'Piano', i_type: 10, val_death: 300_000 },
    ],
    debts: [
      { id: -4, name: 'Card', i_type: 1, val_death: 20_000 },
      { id: -5, name: 'Phone bill', i_type: 3, val_death: 5_000 },
    ],
    ...extra,
  });

test('the not-before-death dialog while awaiting death', async ({ page }) => {
  await openEstate(page, estate({ dec: { name: 'Living Owner', death_date: null } }), 'Cashflow');
  await page.getByTestId('cash-new').click();
  await expect(page.getByTestId('no-death-dialog')).toHaveText(
    'This is not available until a date of death has been entered.',
  );
  await page.screenshot({ path: `${SHOTS}/cash-no-death.png` });
});

test('more than available asks to proceed; more than owed too; both go through on Yes', async ({ page }) => {
  const { id } = await makeEstate(page, estate());
  await page.goto(
    `/estate/${id}/Cashflow?assetId=${(await fullOf(page, id)).assets.find((a: { name: string }) => a.name === 'Savings').id}`,
  );
  await newTxact(page, {
    kind: 'Withdrawal',
    cat: 'Estate Expense',
    date: '8/5/2026',
    amount: '600',
    name: 'Roof repair',
  });
  await expect(page.getByTestId('confirm-over_available')).toHaveText(
    'Amount is $100.00 more than available in asset.',
  );
  await page.screenshot({ path: `${SHOTS}/cash-over-available.png` });
  await answer(page, 'over_available');
  const g = grid(page, 'cashflow');
  await expect(rowBy(g, 'name', 'Roof repair').locator('[col-id="balance"]')).toHaveText('-$100.00');
  await newTxact(page, {
    asset: 'Checking',
    kind: 'Withdrawal',
    cat: 'Debt Payment',
    item: 'Phone bill',
    date: '8/6/2026',
    amount: '75',
    name: 'Phone',
  });
  await expect(page.getByTestId('confirm-over_owed')).toHaveText('Amount is $25.00 more than owed.');
  await answer(page, 'over_owed', false);
  await expect(page.getByTestId('txact-save')).toBeVisible();
});

test('a transfer needs another asset; a negative check number is refused', async ({ page }) => {
  await openEstate(page, estate(), 'Cashflow?all=true');
  await newTxact(page, {
    asset: 'Checking',
    kind: 'Withdrawal',
    cat: 'Transfer',
    date: '8/5/2026',
    amount: '10',
  });
  await expect(page.getByTestId('txact-error')).toHaveText(
    'Choose another asset to supply or accept the funds.',
  );
  await pick(page, 'txact-item', 'Savings');
  await page.getByTestId('txact-check').fill('-5');
  await page.getByTestId('txact-save').click();
  await expect(page.getByTestId('txact-error')).toHaveText('Check number must be zero or greater.');
  await page.screenshot({ path: `${SHOTS}/cash-dialog-error.png` });
  await page.getByTestId('txact-check').fill('1201');
  await page.getByTestId('txact-save').click();
  await expect(rowBy(grid(page, 'cashflow'), 'check_num', '1201')).toHaveCount(0); // check # column hidden by default
  await expect(rowBy(grid(page, 'cashflow'), 'category', 'Transfer')).toBeVisible();
});

test('a purchase creates its item; deleting it offers to delete the item too', async ({ page }) => {
  await openEstate(page, estate(), 'Cashflow?all=true');
  await newTxact(page, {
    asset: 'Checking',
    kind: 'Withdrawal',
    cat: 'Asset Purchase',
    date: '8/9/2026',
    amount: '250',
    name: 'Lawn mower',
  });
  const g = grid(page, 'cashflow');
  await expect(rowBy(g, 'itemName', 'Lawn mower')).toBeVisible();
  await page.getByTestId('cash-asset').click();
  await expect(page.getByRole('option', { name: 'Lawn mower' })).toBeVisible();
  await page.keyboard.press('Escape');
  await selectBy(g, 'itemName', 'Lawn mower');
  await deleteSelected(page);
  await expect(page.getByTestId('confirm-delete_item')).toHaveText(
    'Also delete the item this transaction created?',
  );
  await answer(page, 'delete_item');
  await expect(rowBy(g, 'itemName', 'Lawn mower')).toHaveCount(0);
  await page.getByTestId('cash-asset').click();
  await expect(page.getByRole('option', { name: 'Lawn mower' })).toHaveCount(0);
});

test('multi-payment and multi-transfer make one transaction per line', async ({ page }) => {
  const id = await openEstate(page, estate(), 'Cashflow?all=true');
  await page.getByTestId('cash-multi-pay').click();
  await pick(page, 'multi-source', 'Checking');
  await typeDate(page, 'multi-date', '8/10/2026');
  await pick(page, 'multi-item-0', 'Card');
  await page.getByTestId('multi-amount-0').fill('200');
  await pick(page, 'multi-item-1', 'Phone bill');
  await page.getByTestId('multi-amount-1').fill('50');
  await page.screenshot({ path: `${SHOTS}/cash-multi-payment.png` });
  await page.getByTestId('multi-save').click();
  const g = grid(page, 'cashflow');
  await expect(rowBy(g, 'itemName', 'Card').locator('[col-id="amount"]')).toHaveText('-$200.00');
  // Running balances are one account's: the All assets view has none (issue 13).
  await pick(page, 'cash-asset', 'Checking');
  await expect(rowBy(g, 'itemName', 'Phone bill').locator('[col-id="balance"]')).toHaveText('$750.00');
  await page.getByTestId('cash-multi-xfer').click();
  await pick(page, 'multi-source', 'Checking');
  await typeDate(page, 'multi-date', '8/11/2026');
  await pick(page, 'multi-item-0', 'Savings');
  await page.getByTestId('multi-amount-0').fill('100');
  await pick(page, 'multi-item-1', 'Piano');
  await page.getByTestId('multi-amount-1').fill('50');
  await page.getByTestId('multi-save').click();
  await expect(rowBy(g, 'category', 'Transfer')).toHaveCount(2);
  await saveEstate(page);
  expect((await fullOf(page, id)).txacts).toHaveLength(4);
});

test('a sale settles the asset: selling it again is refused; a refund lands on Various Refunds', async ({
  page,
}) => {
  await openEstate(page, estate(), 'Cashflow?all=true');
  await newTxact(page, {
    asset: 'Checking',
    kind: 'Deposit',
    cat: 'Asset Sale',
    item: 'Piano',
    date: '8/12/2026',
    amount: '3,400',
    name: 'Piano sold',
  });
  await expect(page.getByTestId('confirm-unplanned_sale')).toHaveText(
    'You had not marked this asset to be sold. Sell it anyway?',
  );
  await answer(page, 'unplanned_sale');
  await newTxact(page, {
    asset: 'Savings',
    kind: 'Deposit',
    cat: 'Asset Sale',
    item: 'Piano',
    date: '8/13/2026',
    amount: '10',
  });
  await expect(page.getByTestId('txact-error')).toHaveText(
    'You cannot sell an asset with no remaining value',
  );
  await page.getByRole('button', { name: 'Cancel' }).click();
  await newTxact(page, {
    asset: 'Checking',
    kind: 'Deposit',
    cat: 'Refund',
    date: '8/14/2026',
    amount: '42.10',
    name: 'Insurance premium refund',
  });
  await expect(rowBy(grid(page, 'cashflow'), 'itemName', 'Various Refunds')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/cash-sale-refund.png`, fullPage: true });
});

test('plans are included or excluded; Mark Done dates a plan today', async ({ page }) => {
  await openEstate(page, estate(), 'Cashflow?all=true');
  await newTxact(page, {
    asset: 'Checking',
    kind: 'Withdrawal',
    cat: 'Tax',
    amount: '30',
    name: 'Final tax',
  });
  const g = grid(page, 'cashflow');
  await expect(rowBy(g, 'name', 'Final tax').locator('[col-id="status"]')).toHaveText('Planned');
  await page.getByTestId('cash-plans').uncheck();
  await expect(rowBy(g, 'name', 'Final tax')).toHaveCount(0);
  await page.getByTestId('cash-plans').check();
  await selectBy(g, 'name', 'Final tax');
  await page.getByTestId('cash-done').click();
  await expect(rowBy(g, 'name', 'Final tax').locator('[col-id="status"]')).toHaveText('Done');
  // Running balances are one account's: the All assets view has none (issue 13).
  await pick(page, 'cash-asset', 'Checking');
  await expect(rowBy(g, 'name', 'Final tax').locator('[col-id="balance"]')).toHaveText('$970.00');
});

test('entries before 1980 page in on demand', async ({ page }) => {
  const { g } = await openGrid(
    page,
    estate({
      dec: { name: 'Old Estate', death_date: '1975-03-01' },
      txacts: [
        { id: -10, asset: -1, cat: 7, i_type: 0, val: 1_00, date: '1977-01-01', name: 'Old interest' },
        { id: -11, asset: -1, cat: 7, i_type: 0, val: 2_00, date: '2001-01-01', name: 'New interest' },
      ],
    }),
    'Cashflow?all=true',
    'cashflow',
  );
  await expect(rowBy(g, 'name', 'New interest')).toBeVisible();
  await expect(rowBy(g, 'name', 'Old interest')).toHaveCount(0);
  await page.getByTestId('cash-older').click();
  await expect(rowBy(g, 'name', 'Old interest')).toBeVisible();
  // Running balances are one account's: the All assets view has none (issue 13).
  await pick(page, 'cash-asset', 'Checking');
  await expect(rowBy(g, 'name', 'New interest').locator('[col-id="balance"]')).toHaveText('$1,003.00');
});

test('?itemId reveals an older transaction; a missing one says Transaction unavailable', async ({ page }) => {
  const { id, ids } = await makeEstate(
    page,
    estate({
      dec: { name: 'Old Estate', death_date: '1975-03-01' },
      txacts: [
        { id: -10, asset: -1, cat: 7, i_type: 0, val: 1_00, date: '1977-01-01', name: 'Old interest' },
      ],
    }),
  );
  await page.goto(`/estate/${id}/Cashflow?itemId=${ids['-10']}`);
  const g = grid(page, 'cashflow');
  await expect(rowBy(g, 'name', 'Old interest')).toHaveClass(/ag-row-selected/);
  await expect(page.getByTestId('cash-unavailable')).toHaveCount(0);
  await page.goto(`/estate/${id}/Cashflow?itemId=987654`);
  await expect(page.getByTestId('cash-unavailable')).toHaveText('Transaction unavailable');
});

test('a loan creates its debt; a new-value adjustment sets the value now', async ({ page }) => {
  const id = await openEstate(page, estate(), 'Cashflow?all=true');
  await newTxact(page, {
    asset: 'Checking',
    kind: 'Deposit',
    cat: 'Loan',
    date: '8/20/2026',
    amount: '2,000',
    name: 'Bridge loan',
  });
  await newTxact(page, {
    asset: 'Piano',
    kind: 'Adjustment',
    cat: 'New Value',
    date: '8/21/2026',
    amount: '2,750',
  });
  const g = grid(page, 'cashflow');
  await expect(rowBy(g, 'category', 'New Value').locator('[col-id="amount"]')).toHaveText('-$250.00');
  // Running balances are one account's: the All assets view has none (issue 13).
  await pick(page, 'cash-asset', 'Piano');
  await expect(rowBy(g, 'category', 'New Value').locator('[col-id="balance"]')).toHaveText('$2,750.00');
  await saveEstate(page);
  const full = await fullOf(page, id);
  expect(full.debts.map((d: { name: string }) => d.name)).toContain('Bridge loan');
});

test('Edit opens a transaction in the dialog; a changed amount updates every balance', async ({ page }) => {
  const { id, g } = await openGrid(
    page,
    estate({
      txacts: [
        { id: -10, asset: -1, cat: 1, i_type: 0, val: 50_00, date: '2026-08-03', name: 'Pension' },
        { id: -11, asset: -1, cat: 53, i_type: 1, val: 20_00, date: '2026-08-04', name: 'Locksmith' },
      ],
    }),
    'Cashflow?all=true',
    'cashflow',
  );
  // Running balances are one account's: the All assets view has none (issue 13).
  await pick(page, 'cash-asset', 'Checking');
  await expect(rowBy(g, 'name', 'Locksmith').locator('[col-id="balance"]')).toHaveText('$1,030.00');
  await selectBy(g, 'name', 'Pension');
  await page.getByTestId('cash-edit').click();
  await expect(page.getByTestId('txact-amount')).toHaveValue('50.00');
  await page.getByTestId('txact-amount').fill('80');
  await page.getByTestId('txact-save').click();
  await expect(rowBy(g, 'name', 'Locksmith').locator('[col-id="balance"]')).toHaveText('$1,060.00');
  await saveEstate(page);
  expect((await fullOf(page, id)).txacts.find((t: { name: string }) => t.name === 'Pension').val).toBe(80_00);
});

test('a transaction dated between two others shows between them; a new date moves it', async ({ page }) => {
  const { g } = await openGrid(
    page,
    estate({
      txacts: [
        { id: -10, asset: -1, cat: 1, i_type: 0, val: 50_00, date: '2026-08-03', name: 'Pension' },
        { id: -11, asset: -1, cat: 53, i_type: 1, val: 20_00, date: '2026-08-10', name: 'Locksmith' },
      ],
    }),
    'Cashflow?all=true',
    'cashflow',
  );
  await pick(page, 'cash-asset', 'Checking');
  // The grid takes an add as a transaction at its place in the ledger (estate-grid.tsx), not at the end.
  const names = async () =>
    (
      await g
        .locator('.ag-center-cols-container .ag-row')
        .evaluateAll((rows) =>
          rows.map((r) => [
            Number(r.getAttribute('row-index')),
            r.querySelector('[col-id="name"]')?.textContent,
          ]),
        )
    )
      .sort((a, b) => Number(a[0]) - Number(b[0]))
      .map((r) => r[1]);
  await expect.poll(names).toEqual(['Pension', 'Locksmith']);
  await newTxact(page, { cat: 'Income', date: '8/5/2026', amount: '7', name: 'Dividend' });
  await expect.poll(names).toEqual(['Pension', 'Dividend', 'Locksmith']);
  await expect(rowBy(g, 'name', 'Locksmith').locator('[col-id="balance"]')).toHaveText('$1,037.00');
  await selectBy(g, 'name', 'Dividend');
  await page.getByTestId('cash-edit').click();
  await typeDate(page, 'txact-date', '8/12/2026');
  await page.getByTestId('txact-save').click();
  await expect.poll(names).toEqual(['Pension', 'Locksmith', 'Dividend']);
  await expect(rowBy(g, 'name', 'Dividend').locator('[col-id="balance"]')).toHaveText('$1,037.00');
});
