// Executor Expenses and Time Log in the browser: every field, mileage pricing, the repaid lock, type conversion,
// reimbursement and its refusals, 'Date required', the manager summary and the sub-tabs.
import { expect } from './fixtures';
import {
  answer,
  base,
  editAt,
  fullOf,
  grid,
  openEstate,
  openGrid,
  pick,
  pickAt,
  rowBy,
  SHOTS,
  saveEstate,
  selectBy,
  test,
} from './ledger-helpers';

const estate = () =>
  base({
    assets: [{ id: -1, name: 'Checking', i_type: 14, val_death: 100_000 }],
    exec_expenses: [
      { id: -2, date: '2026-08-03', name: 'Death certificates', val: 125_00 },
      { id: -3, date: '2026-08-04', name: 'Courier', val: 40_00 },
    ],
    exec_log: [{ id: -4, date: '2026-08-02', hours: 5, name: 'Met the lawyer' }],
  });

test('mileage: type conversion after confirmation, amount = miles x rate of the year (2026: 0.725), rate override', async ({
  page,
}) => {
  const { id, g } = await openGrid(page, estate(), 'Executor?table=Executor%20Expenses', 'exec-expenses');
  await expect(page.getByTestId('expense-summary')).toContainText('Items: 2 · Unpaid: $165.00 · Hours: 5');
  await pickAt(g, 1, 'i_type', 'Mileage');
  await expect(page.getByTestId('confirm-convert_expense')).toHaveText(
    'Changing the expense type converts this row and sets its amount to zero. Continue?',
  );
  await answer(page, 'convert_expense');
  await expect(rowBy(g, 'name', 'Courier').locator('[col-id="val"]')).toHaveText('$0.00');
  await editAt(g, 1, 'mileage', '120.5');
  await expect(rowBy(g, 'name', 'Courier').locator('[col-id="rate"]')).toHaveText('0.725');
  await expect(rowBy(g, 'name', 'Courier').locator('[col-id="val"]')).toHaveText('$87.36');
  await editAt(g, 1, 'rate', '0.655');
  await expect(rowBy(g, 'name', 'Courier').locator('[col-id="val"]')).toHaveText('$78.93');
  await page.screenshot({ path: `${SHOTS}/expenses-mileage.png`, fullPage: true });
  await saveEstate(page);
  const courier = (await fullOf(page, id)).exec_expenses.find((e: { name: string }) => e.name === 'Courier');
  expect([courier.i_type, courier.mileage, courier.mileage_rate, courier.val]).toEqual([
    1, 120.5, 655, 78_93,
  ]);
});

test('Date required keeps the old date; a new expense and its description', async ({ page }) => {
  const { g } = await openGrid(page, estate(), 'Executor?table=Executor%20Expenses', 'exec-expenses');
  await editAt(g, 0, 'date', '');
  await expect(page.getByText('Date required').first()).toBeVisible();
  await expect(rowBy(g, 'name', 'Death certificates').locator('[col-id="date"]')).toHaveText('03-Aug-2026');
  await page.getByTestId('expense-add').click();
  await page.getByTestId('expense-name').fill('Postage');
  await page.getByTestId('expense-amount').fill('12.40');
  await page.getByTestId('add-expense-save').click();
  await expect(rowBy(g, 'name', 'Postage').locator('[col-id="val"]')).toHaveText('$12.40');
  await expect(page.getByTestId('expense-summary')).toContainText('Items: 3 · Unpaid: $177.40');
});

test('reimbursing from an asset, the repaid lock, and the mixed paid/unpaid refusal', async ({ page }) => {
  const { g } = await openGrid(page, estate(), 'Executor?table=Executor%20Expenses', 'exec-expenses');
  await selectBy(g, 'name', 'Death certificates');
  await page.getByTestId('expense-pay').click();
  await expect(page.getByTestId('reimburse-total')).toHaveText('$125.00');
  await page.getByTestId('reimburse-save').click();
  await expect(page.getByTestId('reimburse-error')).toHaveText(
    'You must first define an asset from which to pay these expenses',
  );
  await pick(page, 'reimburse-asset', 'Checking');
  await page.screenshot({ path: `${SHOTS}/expenses-reimburse.png` });
  await page.getByTestId('reimburse-save').click();
  await expect(rowBy(g, 'name', 'Death certificates').locator('[col-id="status"]')).toHaveText('Repaid');
  await expect(page.getByTestId('expense-summary')).toContainText('Unpaid: $40.00');
  await editAt(g, 0, 'val', '130');
  await expect(
    page.getByText(
      'This expense has been repaid; delete its reimbursement transaction before changing or deleting it.',
    ),
  ).toBeVisible();
  await expect(rowBy(g, 'name', 'Death certificates').locator('[col-id="val"]')).toHaveText('$125.00');
  await selectBy(g, 'name', 'Courier');
  await page.getByTestId('expense-pay').click();
  await pick(page, 'reimburse-asset', 'Checking');
  await page.getByTestId('reimburse-save').click();
  await expect(page.getByTestId('reimburse-error')).toHaveText(
    'You cannot reimburse paid and unpaid expenses together.',
  );
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByTestId('tab-Cashflow').click();
  await pick(page, 'cash-asset', 'All assets');
  await expect(
    rowBy(grid(page, 'cashflow'), 'category', 'Executor Reimbursement').locator('[col-id="amount"]'),
  ).toHaveText('-$125.00');
});

test('Time Log: the sub-tab, every field, work types and the hours summary', async ({ page }) => {
  const id = await openEstate(page, estate(), 'Executor');
  await page.getByTestId('executor-table-Time-Log').click();
  const g = grid(page, 'exec-log');
  await expect(page.getByTestId('log-summary')).toContainText('Entries: 1 · Hours: 5');
  await page.getByTestId('log-add').click();
  await page.getByTestId('log-name').fill('Sorted the mail');
  await page.getByTestId('log-hours').fill('1');
  await page.getByTestId('add-log-save').click();
  await expect(rowBy(g, 'name', 'Sorted the mail')).toBeVisible();
  await editAt(g, 1, 'hours', '1.5');
  await pickAt(g, 1, 'i_type', 'Unskilled');
  await expect(page.getByTestId('log-summary')).toContainText('Entries: 2 · Hours: 6.5');
  await editAt(g, 1, 'date', '');
  await expect(page.getByText('Date required').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/timelog.png`, fullPage: true });
  await saveEstate(page);
  const e = (await fullOf(page, id)).exec_log.find((x: { name: string }) => x.name === 'Sorted the mail');
  expect([e.hours, e.i_type]).toEqual([1.5, 2]);
});

test('the view-only Sample cannot add or edit', async ({ page }) => {
  await page.goto('/estate/sample/Executor?table=Executor%20Expenses');
  await expect(grid(page, 'exec-expenses')).toBeVisible();
  await expect(page.getByTestId('expense-add')).toHaveCount(0);
  await page.goto('/estate/sample/Executor?table=Time%20Log');
  await expect(page.getByTestId('log-add')).toHaveCount(0);
});
