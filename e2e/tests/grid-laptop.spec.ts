// The grids at a laptop's width: each totals row is the exact sum of its rows and, where the Overview shows the
// same figure, equals it; no column header is cut short on any tab of either Sample estate; and the keyboard
// reaches a grid with one Tab and leaves it with the next.
import { expect, type Locator, type Page, test } from './fixtures';
import { estateBody, grid, makeEstate, openGrid, rowByName, signUp } from './inventory-helpers';
import { openTab } from './support';

const SHOTS = '/tmp/grid-laptop-shots';

/** '$1,234.56' or '-$1,234.56' -> cents; anything else -> null. */
function cents(text: string): number | null {
  const m = /^(-?)\$([\d,]+)\.(\d\d)$/.exec(text.trim());
  if (!m) return null;
  return (m[1] ? -1 : 1) * (Number((m[2] ?? '').replaceAll(',', '')) * 100 + Number(m[3]));
}

/** The totals row's money figures by column, each checked against the sum of that column's rows. */
async function checkedTotals(g: Locator): Promise<Record<string, number>> {
  const totalsRow = g.locator('.ag-floating-bottom .ag-row');
  await expect(totalsRow.first()).toBeVisible();
  const totals: Record<string, number> = {};
  for (const cell of await totalsRow.locator('[col-id]').all()) {
    const value = cents((await cell.textContent()) ?? '');
    const col = await cell.getAttribute('col-id');
    if (value !== null && col) totals[col] = value;
  }
  expect(Object.keys(totals).length, 'the totals row has figures').toBeGreaterThan(0);
  for (const [col, total] of Object.entries(totals)) {
    // (a money column may be pinned right, beside Files, when the grid is narrower than its columns)
    const texts = await g.locator(`.ag-body .ag-row [col-id="${col}"]`).allTextContents();
    expect(texts.length).toBeGreaterThan(0);
    const sum = texts.reduce((s, t) => s + (cents(t) ?? 0), 0);
    expect(total, `total of ${col}`).toBe(sum);
  }
  return totals;
}

const figure = async (page: Page, id: string) =>
  cents((await page.getByTestId(`fig-${id}`).textContent()) ?? '');

test('Sample estate: every totals row equals the sum of its rows and the Overview where it shows the figure', async ({
  page,
}) => {
  // Tall and wide enough that every row and column is drawn (the grid draws only what is in view)
  await page.setViewportSize({ width: 2400, height: 3000 });
  await page.goto('/estate/sample/Overview');
  await expect(page.getByTestId('fig-remaining')).toHaveText(/\$/);
  const overview = {
    remaining: await figure(page, 'remaining'),
    debts: await figure(page, 'debts'),
    debtsDeath: await figure(page, 'debts-death'),
    distributed: await figure(page, 'distributed'),
  };
  await openTab(page, 'sample', 'Assets');
  const assets = await checkedTotals(grid(page, 'assets'));
  expect(assets.val, 'Value now = Overview value remaining').toBe(overview.remaining);
  // Filtered, the totals are those of the rows shown
  await grid(page, 'assets').getByRole('textbox', { name: 'Filter rows' }).fill('Peachtree');
  await expect(grid(page, 'assets').getByText(/^5 of 11 rows$/)).toBeVisible();
  // (the pinned row is redrawn a moment after the rows)
  await expect(async () => {
    const peachtree = await checkedTotals(grid(page, 'assets'));
    expect(peachtree.val).toBeLessThan(assets.val ?? 0);
  }).toPass();
  await openTab(page, 'sample', 'Debts');
  const debts = await checkedTotals(grid(page, 'debts'));
  expect(debts.val, 'Remaining = Overview debts remaining').toBe(overview.debts);
  expect(debts.val_death, 'Owed at death = Overview debts at death').toBe(overview.debtsDeath);
  await openTab(page, 'sample', 'Heirs');
  const heirs = await checkedTotals(grid(page, 'heirs'));
  expect(heirs.val_distrib, 'Distributed = Overview distributed').toBe(overview.distributed);
  expect(heirs.val_target, 'targets mix percentages and sums: no total').toBeUndefined();
  await openTab(page, 'sample', 'Distributions');
  const distributions = await checkedTotals(grid(page, 'distributions'));
  expect(distributions.val, "every distribution's value = the heirs' allocations").toBe(heirs.val_alloc);
  // Cashflow: each account's amounts add up; the All assets view has no totals row (amounts of different accounts)
  await openTab(page, 'sample', 'Cashflow');
  const cash = await checkedTotals(grid(page, 'cashflow'));
  expect(Object.keys(cash)).toEqual(['amount']);
  await page.goto('/estate/sample/Cashflow?all=true');
  await expect(grid(page, 'cashflow').locator('.ag-center-cols-container .ag-row').first()).toBeVisible();
  await expect(grid(page, 'cashflow').locator('.ag-floating-bottom .ag-row')).toHaveCount(0);
  await expect(grid(page, 'cashflow').locator('.ag-header-cell[col-id="balance"]')).toHaveCount(0);
});

const GRID_TABS = [
  ['Assets', 'assets'],
  ['Debts', 'debts'],
  ['Heirs', 'heirs'],
  ['Distributions', 'distributions'],
  ['Cashflow', 'cashflow'],
  ['Cashflow?all=true', 'cashflow'],
  ['Executor?table=Contacts', 'contacts'],
  ['Executor?table=Executor%20Expenses', 'exec-expenses'],
  ['Executor?table=Time%20Log', 'exec-log'],
] as const;

/** Header labels narrower than their text, across the grid scrolled from left to right. */
async function cutHeaders(g: Locator): Promise<string[]> {
  const cut = new Set<string>();
  const viewport = g.locator('.ag-body-horizontal-scroll-viewport');
  const max = await viewport.evaluate((v) => v.scrollWidth - v.clientWidth);
  for (let left = 0; ; left = Math.min(max, left + 300)) {
    await viewport.evaluate((v, x) => {
      v.scrollLeft = x;
    }, left);
    await g.page().waitForTimeout(100); // the grid draws the columns scrolled into view
    const found = await g
      .locator('.ag-header-cell-text')
      .evaluateAll((els) =>
        els
          .filter((e) => e.scrollWidth > e.clientWidth)
          .map((e) => `${e.textContent} (${e.scrollWidth}>${e.clientWidth})`),
      );
    for (const f of found) cut.add(f);
    if (left >= max) break;
  }
  await viewport.evaluate((v) => {
    v.scrollLeft = 0;
  });
  return [...cut];
}

for (const sample of ['sample', 'sample_ca']) {
  test(`${sample}: at 1280 px no grid header is cut short`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const [path, gridId] of GRID_TABS) {
      await openTab(page, sample, path);
      const g = grid(page, gridId);
      await expect(g.locator('.ag-header-cell-text', { hasText: /\w/ }).first()).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      expect(await cutHeaders(g), `${sample}/${path}`).toEqual([]);
      if (sample === 'sample') await page.screenshot({ path: `${SHOTS}/${gridId}-${path.length}-1280.png` });
    }
  });
}

test('one Tab reaches a grid and the next leaves it, both ways', async ({ page }) => {
  await page.goto('/estate/sample/Assets');
  const g = grid(page, 'assets');
  await expect(g.locator('.ag-center-cols-container .ag-row').first()).toBeVisible();
  const pdf = g.getByRole('button', { name: 'PDF' }); // the toolbar's last control, just before the grid
  const inGrid = () => page.evaluate(() => !!document.activeElement?.closest('.ag-root-wrapper'));
  const inThisGrid = () =>
    page.evaluate(() => !!document.activeElement?.closest('[data-grid-id="assets"] .ag-root-wrapper'));
  await pdf.focus();
  await page.keyboard.press('Tab');
  expect(await inThisGrid(), 'one Tab reaches the grid').toBe(true);
  // Inside, the arrow keys move: from the header down to the first row
  await page.keyboard.press('ArrowDown');
  await expect(g.locator('.ag-cell-focus').first()).toBeVisible();
  await page.keyboard.press('Tab');
  expect(await inGrid(), 'the next Tab leaves the grid').toBe(false);
  await page.keyboard.press('Shift+Tab');
  expect(await inThisGrid(), 'Shift+Tab comes back into the grid').toBe(true);
  await page.keyboard.press('Shift+Tab');
  await expect(pdf, 'and the next Shift+Tab leaves it backwards').toBeFocused();
});

test('while a cell is edited, Tab still moves to the next cell to edit', async ({ page, baseURL }) => {
  await signUp(page, baseURL, 'keys');
  const { g } = await openGrid(
    page,
    estateBody('Keys', 'Ada Lovelace', '2026-08-01', {
      assets: [{ id: -1, name: 'Checking', i_type: 14, val_death: 100_000 }],
    }),
    'Assets',
    'assets',
  );
  await rowByName(g, 'Checking').locator('[col-id="name"]').dblclick();
  await expect(g.locator('.ag-cell-inline-editing[col-id="name"]')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(g.locator('.ag-cell-inline-editing[col-id="account"]')).toBeVisible();
  await page.keyboard.type('4421');
  await page.keyboard.press('Enter');
  await expect(rowByName(g, 'Checking').locator('[col-id="account"]')).toHaveText('4421');
  // Not editing any more: the next Tab leaves the grid
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('.ag-root-wrapper'))).toBe(false);
});

test('an empty tab says what it is for and offers its first action, which opens the same dialog as the toolbar', async ({
  page,
  baseURL,
}) => {
  await signUp(page, baseURL, 'empty');
  const { id } = await makeEstate(page, estateBody('Empty', 'Ada Lovelace', '2026-08-01'));
  await page.goto(`/estate/${id}/Debts`);
  const empty = grid(page, 'debts').getByTestId('grid-empty');
  await expect(empty).toContainText('List what was owed at the death');
  await empty.getByRole('button', { name: 'Add debt' }).click();
  await expect(page.getByTestId('add-debt-dialog')).toBeVisible();
  await page.getByTestId('debt-name').fill('Visa card');
  await page.getByTestId('add-debt-save').click();
  await expect(page.getByTestId('add-debt-dialog')).toBeHidden();
  await expect(rowByName(grid(page, 'debts'), 'Visa card')).toHaveCount(1);
  await expect(grid(page, 'debts').getByTestId('grid-empty')).toHaveCount(0);

  // the same on a phone, in place of the cards
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByTestId('tab-Heirs').click();
  await expect(grid(page, 'heirs').getByTestId('grid-empty')).toContainText(
    'List everyone who is to receive',
  );
  await grid(page, 'heirs').getByTestId('grid-empty').getByRole('button', { name: 'Add heir' }).click();
  await page.getByTestId('heir-name').fill('Ann Lovelace');
  await page.getByTestId('add-heir-save').click();
  await expect(page.getByText("Added heir 'Ann Lovelace'")).toBeVisible();
  await expect(grid(page, 'heirs').getByTestId('grid-card')).toHaveCount(1);
  // a filter that hides every card says so, with no action
  await grid(page, 'heirs').getByLabel('Filter rows').fill('zzz');
  await expect(grid(page, 'heirs').getByTestId('grid-empty')).toHaveText('No rows match the filter.');
});

test('an estate term in a header explains itself in plain words when pointed at', async ({ page }) => {
  await page.goto('/estate/sample/Assets');
  const header = grid(page, 'assets').locator('.ag-header-cell[col-id="probate"]');
  await header.hover();
  await expect(page.locator('.ag-tooltip')).toContainText('Probate: Probate is the court process');
});

/** The moments the init script below noted a visible grid without header cells or rows. */
const halfBuiltSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { halfBuilt: string[] }).halfBuilt);

test('a grid is never shown half-built: from the first frame, a visible grid has its header cells and rows', async ({
  page,
  baseURL,
}) => {
  // Every frame from the page's start, and on every DOM change, note a visible AG Grid frame without header
  // cells or without rows (axe refuses that treegrid, and a user can do nothing with it).
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { halfBuilt: string[] }).halfBuilt = seen;
    const look = () => {
      for (const root of document.querySelectorAll<HTMLElement>('.ag-root')) {
        if (!root.checkVisibility({ visibilityProperty: true })) continue;
        const headers = root.querySelectorAll('.ag-header-cell').length;
        const rows = root.querySelectorAll('.ag-center-cols-container .ag-row').length;
        if (headers === 0 || rows === 0)
          seen.push(`${Math.round(performance.now())} ms: ${headers} headers, ${rows} rows`);
      }
    };
    const frame = () => {
      look();
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    new MutationObserver(look).observe(document, { subtree: true, childList: true, attributes: true });
  });
  for (const table of ['Executor%20Expenses', 'Time%20Log']) {
    await page.goto(`/estate/sample/Executor?table=${table}`);
    await expect(page.locator('[data-grid-id] [data-drawn="true"] .ag-row').first()).toBeVisible();
    expect(await halfBuiltSeen(page)).toEqual([]);
  }
  // and the first row added to an empty tab makes a new grid, hidden again until it is drawn
  await signUp(page, baseURL);
  const { id } = await makeEstate(page, estateBody('Empty', 'Ida Empty', '2026-07-01', {}));
  await page.goto(`/estate/${id}/Assets`);
  await page.getByTestId('asset-add').click();
  await page.getByTestId('asset-name').fill('Savings');
  await page.getByTestId('asset-type').click();
  await page.getByRole('option', { name: 'Deposit Account', exact: true }).click();
  await page.getByTestId('asset-value').fill('500');
  await page.getByTestId('add-asset-save').click();
  await expect(rowByName(grid(page, 'assets'), 'Savings')).toBeVisible();
  expect(await halfBuiltSeen(page)).toEqual([]);
});
