// The Sample estate tells its money story on every ledger tab, read-only.
import { expect, test } from './fixtures';
import { grid, rowBy, SHOTS } from './ledger-helpers';
import { openTab } from './support';

test('Overview shows the key figures, charts and actions of the Sample', async ({ page }) => {
  await page.goto('/estate/sample/Overview');
  await expect(page.getByTestId('fig-value-death')).toHaveText(/\$/);
  await expect(page.getByTestId('chart-disposition').locator('svg').first()).toBeVisible();
  await expect(page.getByTestId('chart-heir-allocation').locator('svg').first()).toBeVisible();
  await expect(page.getByTestId('chart-heir-targets').locator('svg').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/sample-overview.png`, fullPage: true });
});

test('on a phone the Overview draws a chart as it comes near the screen, in the place kept for it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('/estate/sample/Overview');
  // the estate itself, not its preview (drawn from GET /summary while the estate loads: no action list yet)
  await expect(page.getByTestId('tab-panel-Overview')).toBeVisible();
  await expect(page.getByTestId('chart-disposition').locator('svg').first()).toBeVisible();
  // The last chart, far below the fold, is only its card's place until scrolled to (lazy-charts.tsx).
  await expect(page.getByTestId('chart-heir-targets')).toHaveCount(0);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.mouse.wheel(0, height);
  await expect(page.getByTestId('chart-heir-targets').locator('svg').first()).toBeVisible();
  // Drawing it moved nothing: the page is as long as it was with the empty card.
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(height);
});

test('Cashflow of all assets shows the deposits, bill payments, sale and transfer with balances', async ({
  page,
}) => {
  await page.goto('/estate/sample/Cashflow?all=true');
  const g = grid(page, 'cashflow');
  await expect(rowBy(g, 'name', 'Sold the shares')).toBeVisible();
  await expect(rowBy(g, 'name', 'Final pension payment').locator('[col-id="amount"]')).toHaveText(
    '$1,850.00',
  );
  await expect(rowBy(g, 'name', 'Moved to the estate account').first()).toBeVisible();
  await expect(page.getByTestId('cash-new')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/sample-cashflow.png`, fullPage: true });
});

test('Heirs and Distributions show bequests, benefits and the residuary split', async ({ page }) => {
  await page.goto('/estate/sample/Heirs');
  await expect(rowBy(grid(page, 'heirs'), 'name', 'Margaret Whitfield Hale')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/sample-heirs.png`, fullPage: true });
  await openTab(page, 'sample', 'Distributions');
  const g = grid(page, 'distributions');
  await expect(rowBy(g, 'reason', 'Bequest').first()).toBeVisible();
  await expect(rowBy(g, 'reason', 'Residuary').first()).toBeVisible();
  await expect(rowBy(g, 'reason', 'Automatic').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/sample-distributions.png`, fullPage: true });
});

test('Executor Expenses and Time Log show the 125.00 expense and the 5 hours', async ({ page }) => {
  await page.goto('/estate/sample/Executor?table=Executor%20Expenses');
  const g = grid(page, 'exec-expenses');
  await expect(rowBy(g, 'val', '$125.00')).toBeVisible();
  await expect(page.getByTestId('expense-summary')).toContainText('Items: 3');
  await page.screenshot({ path: `${SHOTS}/sample-expenses.png`, fullPage: true });
  await openTab(page, 'sample', 'Executor?table=Time%20Log');
  await expect(
    rowBy(grid(page, 'exec-log'), 'name', 'Gathered papers').locator('[col-id="hours"]'),
  ).toHaveText('5');
  await expect(page.getByTestId('log-summary')).toContainText('Hours: 10.5');
  await page.screenshot({ path: `${SHOTS}/sample-timelog.png`, fullPage: true });
});
