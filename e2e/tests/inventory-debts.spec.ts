// Debts tab in the browser: add, edit, forgive, delete with payments, Owed Pre-Death, Executor Expense rows.
import { expect } from './fixtures';
import {
  cellText,
  confirmDelete,
  editCell,
  estateBody,
  fullOf,
  grid,
  rowByName,
  SHOTS,
  saveEstate,
  selectRow,
  test,
} from './inventory-helpers';

const estate = (extra: Record<string, unknown>, death: string | null = '2026-08-01') =>
  estateBody('Debts', 'June Porter', death, extra);

test('the Sample estate owes a mortgage and the sample 7,500.00 card', async ({ page }) => {
  await page.goto('/estate/sample/Debts');
  const g = grid(page, 'debts');
  await expect(cellText(g, 'Credit card balance', 'val_death')).toHaveText('$7,500.00');
  await expect(cellText(g, 'Mortgage, Peachtree', 'i_type')).toHaveText('Secured (Mortgage)');
  await page.screenshot({ path: `${SHOTS}/debts-sample.png`, fullPage: true });
});

test('adds a debt, edits it, forgives part of it and saves', async ({ page, open }) => {
  const { id, g } = await open(estate({}), 'Debts', 'debts');
  await page.getByTestId('debt-add').click();
  await page.getByTestId('debt-name').fill('Dental bill');
  await page.getByTestId('debt-type').click();
  await page.getByRole('option', { name: 'Medical' }).click();
  await page.getByTestId('debt-value').fill('1,200.50');
  await page.getByTestId('add-debt-save').click();
  await expect(cellText(g, 'Dental bill', 'val')).toHaveText('$1,200.50');
  await editCell(g, 'Dental bill', 'account', 'Patient 5521');
  await expect(cellText(g, 'Dental bill', 'account')).toHaveText('Patient 5521');

  await selectRow(g, 'Dental bill');
  await page.getByTestId('debt-forgive').click();
  const dlg = page.getByTestId('forgive-dialog');
  await dlg.getByTestId('forgive-amount').fill('2,000');
  await dlg.getByTestId('forgive-save').click();
  await expect(page.getByTestId('forgive-error')).toHaveText(
    'The forgiven amount cannot exceed the amount owed.',
  );
  await dlg.getByTestId('forgive-amount').fill('200.50');
  await page.screenshot({ path: `${SHOTS}/debts-forgive.png` });
  await dlg.getByTestId('forgive-save').click();
  await expect(cellText(g, 'Dental bill', 'val_forgiven')).toHaveText('$200.50');
  await expect(cellText(g, 'Dental bill', 'val')).toHaveText('$1,000.00');
  await saveEstate(page);
  const d = (await fullOf(page, id)).debts.find((x: { name: string }) => x.name === 'Dental bill');
  expect([d.i_type, d.val_death, d.val_forgiven, d.account]).toEqual([5, 120_050, 20_050, 'Patient 5521']);
  expect(d.forgive_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});

test('deleting a debt with payments asks, then removes its payments too', async ({ page, open }) => {
  const { id, g } = await open(
    estate({
      assets: [{ id: -1, name: 'Checking', i_type: 14, val_death: 5_000_00 }],
      debts: [{ id: -2, name: 'Visa', i_type: 1, val_death: 900_00 }],
      txacts: [
        {
          id: -3,
          asset: -1,
          item: -2,
          cat: 51,
          i_type: 1,
          val: 300_00,
          date: '2026-09-02',
          name: 'Visa payment',
        },
      ],
    }),
    'Debts',
    'debts',
  );
  await expect(cellText(g, 'Visa', 'val')).toHaveText('$600.00');
  await selectRow(g, 'Visa');
  await g.getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByText('This debt has payments. Delete it and its payment transactions?'),
  ).toBeVisible();
  await confirmDelete(page);
  await expect(rowByName(g, 'Visa')).toHaveCount(0);
  await saveEstate(page);
  const full = await fullOf(page, id);
  expect(full.debts).toHaveLength(0);
  expect(full.txacts).toHaveLength(0);
});

test('a debt borrowed after death keeps its owed-at-death closed, and executor expenses are read-only rows', async ({
  page,
  open,
}) => {
  const { g } = await open(
    estate({
      debts: [{ id: -2, name: 'Bridge loan', i_type: 2, date: '2026-09-10' }],
      exec_expenses: [{ id: -4, date: '2026-09-03', name: 'Postage and copies', val: 42_00 }],
    }),
    'Debts',
    'debts',
  );
  await editCell(g, 'Bridge loan', 'val_death', '500');
  await expect(
    g.getByText('The amount owed at death cannot be entered for a debt borrowed after death.'),
  ).toBeVisible();
  await expect(cellText(g, 'Bridge loan', 'val_death')).toHaveText('');
  await g.locator('.mantine-Alert-closeButton').click();
  await expect(cellText(g, 'Postage and copies', 'i_type')).toHaveText('Unpaid executor expense');
  await expect(cellText(g, 'Postage and copies', 'val')).toHaveText('$42.00');
  await rowByName(g, 'Postage and copies').first().locator('[col-id="name"]').dblclick();
  await expect(g.locator('.ag-cell-inline-editing')).toHaveCount(0);
  await selectRow(g, 'Postage and copies');
  await page.getByTestId('debt-forgive').click();
  await expect(
    g.getByText('Unpaid executor expenses are managed on the Executor tab, not as debts.'),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/debts-expense-row.png`, fullPage: true });
});

test('while death is awaited, Owed Pre-Death shows and is edited', async ({ open }) => {
  const { g } = await open(
    estate({ debts: [{ id: -2, name: 'Car loan', i_type: 2, val_pre: 8_000_00 }] }, null),
    'Debts',
    'debts',
  );
  await expect(g.locator('.ag-header-cell', { hasText: 'Owed Pre-Death' })).toBeVisible();
  await editCell(g, 'Car loan', 'val_pre', '7,600');
  await expect(cellText(g, 'Car loan', 'val')).toHaveText('$7,600.00');
});
