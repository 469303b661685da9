// Executor tab: Contacts, Expenses and Time Log as visible sub-tabs (mouse and keyboard, a real tablist), expenses
// and time entries added through their dialogs, and an unpaid expense labelled among the Debts with a link to it.
import { expect, type Page } from './fixtures';
import { base, grid, openGrid, rowBy, test } from './ledger-helpers';

const SHOTS = '/tmp/executor-docs-shots';
const estate = () =>
  base({
    assets: [{ id: -1, name: 'Checking', i_type: 14, val_death: 100_000 }],
    exec_expenses: [{ id: -2, date: '2026-08-03', name: 'Death certificates', val: 125_00 }],
    exec_log: [{ id: -4, date: '2026-08-02', hours: 5, name: 'Met the lawyer' }],
  });

/** Every tab's aria-controls names an element that exists (axe's critical rule on tabs). */
async function expectPanelsExist(page: Page) {
  const tabs = page.getByTestId('executor-tables').getByRole('tab');
  await expect(tabs).toHaveCount(4);
  for (const id of await tabs.evaluateAll((ts) => ts.map((t) => t.getAttribute('aria-controls')))) {
    expect(id).toMatch(/^\S+$/); // one id: a space would make it a list of two
    await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
  }
}

test('the sub-tabs switch with the mouse and with the arrow keys, and the URL follows', async ({ page }) => {
  await page.goto('/estate/sample/Executor');
  const list = page.getByTestId('executor-tables').getByRole('tablist');
  await expect(list.getByRole('tab')).toHaveText(['Contacts', 'Expenses', 'Time Log', 'Notices']);
  await expect(list.getByRole('tab', { name: 'Contacts' })).toHaveAttribute('aria-selected', 'true');
  await expect(grid(page, 'contacts')).toBeVisible();
  await expectPanelsExist(page);
  // Mouse
  await list.getByRole('tab', { name: 'Expenses' }).click();
  await expect(page).toHaveURL(/table=Executor(\+|%20)Expenses/);
  await expect(rowBy(grid(page, 'exec-expenses'), 'val', '$125.00')).toBeVisible();
  await expect(grid(page, 'contacts')).toHaveCount(0);
  // Keyboard: arrows move between the tabs and open them
  await list.getByRole('tab', { name: 'Expenses' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(list.getByRole('tab', { name: 'Time Log' })).toBeFocused();
  await expect(list.getByRole('tab', { name: 'Time Log' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('log-summary')).toContainText('Hours: 10.5');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(list.getByRole('tab', { name: 'Contacts' })).toHaveAttribute('aria-selected', 'true');
  await expect(grid(page, 'contacts')).toBeVisible();
  // Back returns to the sub-tab before
  await page.goBack();
  await expect(list.getByRole('tab', { name: 'Expenses' })).toHaveAttribute('aria-selected', 'true');
  await expectPanelsExist(page);
});

test('an expense and a time entry are added through their dialogs and show as new rows', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { g } = await openGrid(page, estate(), 'Executor?table=Executor%20Expenses', 'exec-expenses');
  await expect(page.getByTestId('expense-summary')).toContainText('Items: 1');
  await page.getByTestId('expense-add').click();
  const dlg = page.getByTestId('add-expense-dialog');
  await expect(page.getByTestId('expense-name')).toBeFocused();
  // A refusal names what is missing and adds nothing
  await page.getByTestId('add-expense-save').click();
  await expect(page.getByTestId('add-expense-error')).toHaveText('Please say what the expense was for.');
  await page.getByTestId('expense-name').fill('Postage');
  await page.getByTestId('add-expense-save').click();
  await expect(page.getByTestId('add-expense-error')).toHaveText('Please enter the amount you paid.');
  await expect(page.getByTestId('expense-summary')).toContainText('Items: 1');
  await page.getByTestId('expense-amount').fill('12.40');
  await page.screenshot({ path: `${SHOTS}/add-expense-1280.png` });
  await page.getByTestId('add-expense-save').click();
  await expect(dlg).toHaveCount(0);
  await expect(page.getByText("Added expense 'Postage' of $12.40")).toBeVisible();
  await expect(rowBy(g, 'name', 'Postage').locator('[col-id="val"]')).toHaveText('$12.40');
  await expect(rowBy(g, 'name', 'Postage').locator('[col-id="status"]')).toHaveText('Unpaid');
  await expect(page.getByTestId('expense-summary')).toContainText('Items: 2 · Unpaid: $137.40');
  // A mileage expense is priced by the engine at the year's rate (2026: 0.725 a mile)
  await page.getByTestId('expense-add').click();
  await page.getByTestId('expense-name').fill('Drive to the bank');
  await page.getByTestId('expense-type').click();
  await page.getByRole('option', { name: 'Mileage' }).click();
  await page.getByTestId('expense-distance').fill('100');
  await page.getByTestId('add-expense-save').click();
  await expect(rowBy(g, 'name', 'Drive to the bank').locator('[col-id="val"]')).toHaveText('$72.50');
  await page.screenshot({ path: `${SHOTS}/expenses-1280.png`, fullPage: true });

  await page.getByTestId('executor-table-Time-Log').click();
  const log = grid(page, 'exec-log');
  await page.getByTestId('log-add').click();
  await expect(page.getByTestId('log-name')).toBeFocused();
  await page.getByTestId('log-name').fill('Sorted the mail');
  await page.getByTestId('add-log-save').click();
  await expect(page.getByTestId('add-log-error')).toHaveText(/^Please enter the hours spent/);
  await page.getByTestId('log-hours').fill('2.5');
  await page.getByTestId('log-type').click();
  await page.getByRole('option', { name: 'Unskilled' }).click();
  await page.getByTestId('add-log-save').click();
  await expect(page.getByTestId('add-log-dialog')).toHaveCount(0);
  await expect(rowBy(log, 'name', 'Sorted the mail').locator('[col-id="hours"]')).toHaveText('2.5');
  await expect(rowBy(log, 'name', 'Sorted the mail').locator('[col-id="i_type"]')).toHaveText('Unskilled');
  await expect(page.getByTestId('log-summary')).toContainText('Entries: 2 · Hours: 7.5');
  await page.screenshot({ path: `${SHOTS}/timelog-1280.png`, fullPage: true });

  // At 375 px the sub-tabs and the dialog fit without a sideways page scroll
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByTestId('log-add').click();
  await expect(page.getByTestId('add-log-dialog')).toBeVisible();
  await page.waitForTimeout(300); // the dialog's opening transition
  await page.screenshot({ path: `${SHOTS}/add-log-375.png` });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.screenshot({ path: `${SHOTS}/timelog-375.png`, fullPage: true });
  expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(375);
});

test('an unpaid expense among the Debts is labelled and links to it on the Executor tab', async ({
  page,
}) => {
  const { g } = await openGrid(page, estate(), 'Debts', 'debts');
  const row = rowBy(g, 'name', 'Death certificates');
  await expect(row.locator('[col-id="name"]')).toHaveText('Death certificates');
  await page.screenshot({ path: `${SHOTS}/debts-expense-1280.png`, fullPage: true });
  await row.locator('[col-id="i_type"]').getByRole('link', { name: 'Unpaid executor expense' }).click();
  await expect(page).toHaveURL(/\/Executor\?table=Executor(\+|%20)Expenses&itemId=\d+/);
  const sel = grid(page, 'exec-expenses').locator('.ag-center-cols-container .ag-row.ag-row-selected');
  await expect(sel.locator('[col-id="name"]')).toHaveText('Death certificates');
});
