// Below 600 px every grid is a list of cards (docs/design-system.md, Cards): on a 375 x 812 phone each grid tab
// shows one card per row with its key figures and the totals first, the filter still narrows them, nothing scrolls
// sideways, and tapping a card edits that item through the tab's own edit path.
import { expect, type Locator, type Page, test } from './fixtures';
import { estateBody, grid, makeEstate, signUp } from './inventory-helpers';
import { animationsDone, axe, clickTab } from './support';

const PHONE = { width: 375, height: 812 };
const SHOTS = '/tmp/grid-cards-shots';
test.use({ viewport: PHONE });

/** Every grid tab: its path and grid id. */
const GRID_TABS = [
  { path: 'Assets', gridId: 'assets', totals: true },
  { path: 'Debts', gridId: 'debts', totals: true },
  { path: 'Heirs', gridId: 'heirs', totals: true },
  { path: 'Distributions', gridId: 'distributions', totals: true },
  { path: 'Cashflow', gridId: 'cashflow', totals: true },
  { path: 'Executor?table=Contacts', gridId: 'contacts', totals: false },
  { path: 'Executor?table=Executor%20Expenses', gridId: 'exec-expenses', totals: false },
  { path: 'Executor?table=Time%20Log', gridId: 'exec-log', totals: false },
] as const;

/** Critical and serious axe violations of what is on screen, once animations (a dialog's fade-in) are over. */
async function seriousAxe(page: Page): Promise<string[]> {
  await animationsDone(page);
  const r = await axe(page).analyze();
  return r.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const pageWidth = (page: Page) => page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
const cards = (g: Locator) => g.getByTestId('grid-card');
/** The card whose title is exactly `name`. */
const card = (g: Locator, name: string) =>
  cards(g).filter({ has: g.page().getByText(name, { exact: true }) });

// One test per grid tab of the Sample (a walk of all of them took over 20 s of a 60 s limit).
for (const t of GRID_TABS) {
  test(`Sample estate, ${t.path}: a list of cards with its totals, filter kept, no sideways scroll`, async ({
    page,
  }) => {
    // A phone never fetches AG Grid (a megabyte of script): cards need none of it (components/grid/ag-grid-lazy.ts).
    const gridScripts: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/ag-grid/.test(r.url())) gridScripts.push(r.url());
    });
    await page.goto(`/estate/sample/${t.path}`);
    const g = grid(page, t.gridId);
    await expect(cards(g).first(), t.path).toBeVisible();
    await expect(g.locator('.ag-root'), 'no grid on a phone').toHaveCount(0);
    const n = await cards(g).count();
    await expect(g.getByText(new RegExp(`^${n} rows?$`)), 'the count names the cards').toBeVisible();
    await expect(g.getByTestId('grid-card-totals')).toHaveCount(t.totals ? 1 : 0);
    // Each card is a button named by the item, and its checkbox names it too
    const first = cards(g).first();
    const name = (await first.getByTestId('grid-card-open').locator('span').first().textContent()) ?? '';
    expect(name.length, t.path).toBeGreaterThan(0);
    await expect(first.getByRole('checkbox', { name: `Select ${name}` })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await pageWidth(page), t.path).toBeLessThanOrEqual(PHONE.width);
    // (axe on these tabs at 375 px: accessibility.spec.ts, once per screen and width)
    await page.screenshot({ path: `${SHOTS}/sample-${t.gridId}-375.png`, fullPage: true });
    if (t.gridId === 'assets') await page.screenshot({ path: `${SHOTS}/sample-assets-375-view.png` });
    // The filter keeps only the matching cards
    await g.getByRole('textbox', { name: 'Filter rows' }).fill(name);
    await expect(first).toBeVisible();
    await expect(async () => expect(await cards(g).count()).toBeLessThanOrEqual(n)).toPass();
    await g.getByRole('textbox', { name: 'Filter rows' }).fill('zzzz no such item');
    await expect(cards(g)).toHaveCount(0);
    expect(gridScripts).toEqual([]);
  });
}

test('Sample estate: a tapped card shows the item read-only, without fields to edit', async ({ page }) => {
  await page.goto('/estate/sample/Assets');
  const g = grid(page, 'assets');
  await cards(g).first().getByTestId('grid-card-open').click();
  const dlg = page.getByTestId('grid-card-edit-dialog');
  await expect(dlg).toBeVisible();
  await expect(dlg.getByRole('textbox')).toHaveCount(0);
  await expect(dlg.getByText('Value Now')).toBeVisible();
  expect(await seriousAxe(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/sample-card-open-375.png` });
  await page.getByTestId('grid-card-edit-close').click();
  await expect(dlg).toBeHidden();
});

const estate = () =>
  estateBody('Cards', 'Ada Lovelace', '2026-08-01', {
    assets: [
      { id: -1, name: 'Checking', i_type: 14, val_death: 100_000 },
      { id: -2, name: 'Car', i_type: 9, val_death: 800_000 },
    ],
    debts: [{ id: -3, name: 'Visa card', i_type: 1, val_death: 45_00 }],
    heirs: [{ id: -4, name: 'Ann', i_type: 2, percent_target: 100_000 }],
    contacts: [{ id: -5, name: 'Lawyer Lee', phone: '555-0100' }],
    exec_expenses: [{ id: -6, date: '2026-08-03', name: 'Stamps', val: 12_00 }],
    exec_log: [{ id: -7, date: '2026-08-02', hours: 2, name: 'Sorted mail' }],
    txacts: [
      { id: -8, asset: -1, cat: 1, i_type: 0, val: 50_00, date: '2026-08-03', name: 'Pension' },
      { id: -9, asset: -2, cat: 52, i_type: 1, heir_id: -4, distrib_type: 0, reason: 3 },
    ],
  });

/** Whether the element lies wholly between the page's fixed header and, on a phone, its save bar at the foot. */
const clearOfBars = (el: Locator) =>
  el.evaluate((node) => {
    const r = node.getBoundingClientRect();
    const top = document.querySelector('.mantine-AppShell-header')?.getBoundingClientRect().bottom ?? 0;
    const bottom = document.querySelector('.save-bar')?.getBoundingClientRect().top ?? window.innerHeight;
    return r.top >= top && r.bottom <= bottom;
  });

/** Taps the card `from`, renames the item in whatever opens, and expects the renamed card. */
async function renameByCard(page: Page, g: Locator, from: string, to: string, field: Locator, save: Locator) {
  const wasClear = await clearOfBars(card(g, from));
  const scrolled = await page.evaluate(() => window.scrollY);
  const top = (await card(g, from).boundingBox())?.y;
  await card(g, from).getByTestId('grid-card-open').click();
  await expect(field).toBeVisible();
  await field.fill(to);
  await save.click();
  await expect(card(g, to)).toBeVisible();
  await expect(card(g, from)).toHaveCount(0);
  // The edited card is brought clear of the header and the save bar; one that was already clear stays where it
  // was, and the page with it (centred every time, it moved the tab bar from under the next tap)
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await clearOfBars(card(g, to)), `${to}: in view`).toBe(true);
  if (wasClear) {
    expect(await page.evaluate(() => window.scrollY), `${to}: the page stays put`).toBe(scrolled);
    // nor does the card within it (the toolbar's count, longer once the card is selected, has its own line)
    expect((await card(g, to).boundingBox())?.y, `${to}: the card stays put`).toBe(top);
  }
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
}

test('own estate: tapping a card edits that item in place on the tabs that edit in their cells', async ({
  page,
  baseURL,
}) => {
  await signUp(page, baseURL, 'cards');
  const { id } = await makeEstate(page, estate());
  const editor = page.getByTestId('grid-card-edit-dialog');
  const editorSave = page.getByTestId('grid-card-edit-save');
  // Tabs editing in their cells: the card editor, committing through the same cell edit
  await page.goto(`/estate/${id}/Assets`);
  for (const [path, gridId, from, to, label] of [
    ['Assets', 'assets', 'Checking', 'Checking at First Bank', 'Name'],
    ['Debts', 'debts', 'Visa card', 'Visa card 4421', 'Name'],
    ['Heirs', 'heirs', 'Ann', 'Ann Lovelace', 'Name'],
    ['Executor/Expenses', 'exec-expenses', 'Stamps', 'Stamps and envelopes', 'Description'],
    ['Executor/Time Log', 'exec-log', 'Sorted mail', 'Sorted the mail', 'Activity'],
  ] as const) {
    await go(page, path);
    const g = grid(page, gridId);
    await renameByCard(
      page,
      g,
      from,
      to,
      editor.getByRole('textbox', { name: label, exact: true }),
      editorSave,
    );
    if (gridId === 'assets') await page.screenshot({ path: `${SHOTS}/own-assets-375.png`, fullPage: true });
  }
  // A refused value keeps the editor open with the grid's own message
  await go(page, 'Assets');
  await card(grid(page, 'assets'), 'Car').getByTestId('grid-card-open').click();
  await editor.getByRole('textbox', { name: 'Value at Death' }).fill('-5');
  await editorSave.click();
  await expect(page.getByTestId('grid-card-edit-error')).toBeVisible();
  expect(await seriousAxe(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/own-card-editor-375.png` });
  await editor.getByRole('textbox', { name: 'Value at Death' }).fill('9,000');
  await editorSave.click();
  await expect(editor).toBeHidden();
  await expect(card(grid(page, 'assets'), 'Car').locator('[data-card-field="val"]')).toHaveText('$9,000.00');
  // The filter narrows the cards and their totals
  const assets = grid(page, 'assets');
  await expect(assets.getByTestId('grid-card-totals')).toContainText('$10,000.00'); // 1,000 + 9,000
  await assets.getByRole('textbox', { name: 'Filter rows' }).fill('car');
  await expect(cards(assets)).toHaveCount(1);
  await expect(assets.getByTestId('grid-card-totals')).toContainText('$9,000.00'); // the totals of the cards shown
  await assets.getByRole('textbox', { name: 'Filter rows' }).fill('');
});

// (the tabs editing through a dialog of their own: a test of their own, the walk of both took a third of the limit)
test("own estate: tapping a card opens the tab's own edit dialog, and a card's checkbox selects it", async ({
  page,
  baseURL,
}) => {
  await signUp(page, baseURL, 'cards');
  const { id } = await makeEstate(page, estate());
  await page.goto(`/estate/${id}/Executor?table=Contacts`);
  await expect(page.getByTestId('tab-panel-Executor')).toBeVisible();
  await go(page, 'Executor/Contacts');
  await renameByCard(
    page,
    grid(page, 'contacts'),
    'Lawyer Lee',
    'Lawyer Lee Park',
    page.getByTestId('contact-name'),
    page.getByTestId('contact-save'),
  );
  await go(page, 'Cashflow');
  await page.getByTestId('cash-asset').click();
  await page.getByRole('option', { name: 'Checking', exact: true }).click();
  await renameByCard(
    page,
    grid(page, 'cashflow'),
    'Pension',
    'Pension for August',
    page.getByTestId('txact-name'),
    page.getByTestId('txact-save'),
  );
  await go(page, 'Distributions');
  const d = grid(page, 'distributions');
  await expect(d.getByTestId('grid-card-totals')).toContainText('$8,000.00'); // the car, at its value at death
  await cards(d).first().getByTestId('grid-card-open').click();
  await page.getByTestId('distrib-type-0').click();
  await page.getByRole('option', { name: 'Fixed $ Amount' }).click();
  await page.getByTestId('distrib-amount-0').fill('1,500');
  await page.getByTestId('distrib-save').click();
  await expect(cards(d).first().locator('[data-card-field="val"]')).toHaveText('$1,500.00');
  await expect(d.getByTestId('grid-card-totals')).toContainText('$1,500.00');
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  // A card's checkbox selects it for the toolbar's actions: Delete removes that item
  await go(page, 'Executor/Time Log');
  const log = grid(page, 'exec-log');
  const top = async () => (await card(log, 'Sorted mail').boundingBox())?.y;
  const before = await top();
  await card(log, 'Sorted mail').getByRole('checkbox', { name: 'Select Sorted mail' }).check();
  await expect(log.getByText('1 row, 1 selected')).toBeVisible();
  // The count has its own line on a phone: a selection that lengthens it moves no card
  expect(await top(), 'the card stays where it was').toBe(before);
  await log.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(cards(log)).toHaveCount(0);
  // An item added through its dialog shows as a card, selected and in view
  await page.getByTestId('log-add').click();
  await page.getByTestId('log-name').fill('Called the bank');
  await page.getByTestId('log-hours').fill('1.5');
  await page.getByTestId('log-type').click();
  await page.getByRole('option', { name: 'Unskilled' }).click();
  await page.getByTestId('add-log-save').click();
  await expect(page.getByTestId('add-log-dialog')).toHaveCount(0);
  await expect(card(log, 'Called the bank').getByRole('checkbox')).toBeChecked();
  await expect(card(log, 'Called the bank')).toBeInViewport();
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
});

/** Opens a tab (and an Executor sub-tab) inside the app, keeping the edits made so far. */
async function go(page: Page, path: string): Promise<void> {
  const [tab, sub] = path.split('/');
  await clickTab(page, tab);
  if (sub) await page.getByTestId('executor-tables').getByRole('tab', { name: sub }).click();
}

test('many rows: the first 50 cards, then 50 more at a time; the filter and ?itemId reach past them', async ({
  page,
  baseURL,
}) => {
  await signUp(page, baseURL, 'cards');
  const assets = Array.from({ length: 120 }, (_, i) => ({
    id: -(i + 1),
    name: `Account ${String(i + 1).padStart(3, '0')}`,
    i_type: 14,
    val_death: 100_00,
  }));
  const { id } = await makeEstate(page, estateBody('Many cards', 'Ada Lovelace', '2026-08-01', { assets }));
  await page.goto(`/estate/${id}/Assets`);
  const g = grid(page, 'assets');
  const more = g.getByTestId('grid-cards-more');
  await expect(cards(g)).toHaveCount(50);
  // the totals and the count are of every row, not of the cards drawn so far
  await expect(g.getByText(/^12[01] rows$/)).toBeVisible();
  const rows = await g.getByText(/^12[01] rows$/).textContent();
  const total = Number.parseInt(rows ?? '', 10);
  await expect(more).toHaveText(`Show 50 more of ${total - 50}`);
  await more.click();
  await expect(cards(g)).toHaveCount(100);
  await expect(more).toHaveText(`Show ${total - 100} more of ${total - 100}`);
  await more.click();
  await expect(cards(g)).toHaveCount(total);
  await expect(more).toHaveCount(0);
  const last = cards(g).last();
  const lastId = await last.getAttribute('data-row-id');
  const lastName = (await last.getByTestId('grid-card-open').locator('span').first().textContent()) ?? '';
  // A filter looks through every row, drawn or not
  await page.reload();
  await expect(cards(g)).toHaveCount(50);
  await g.getByRole('textbox', { name: 'Filter rows' }).fill(lastName);
  await expect(cards(g)).toHaveCount(1);
  await expect(card(g, lastName)).toBeVisible();
  // ?itemId of the last row draws the cards up to it, selected and in view
  await page.goto(`/estate/${id}/Assets?itemId=${lastId}`);
  const target = g.locator(`[data-row-id="${lastId}"]`);
  await expect(target).toBeInViewport();
  await expect(target.getByRole('checkbox')).toBeChecked();
  await expect(cards(g)).toHaveCount(total);
});

test('a window widened past 600 px turns the cards into the grid, drawn with its rows, and back', async ({
  page,
}) => {
  await page.goto('/estate/sample/Assets');
  const g = grid(page, 'assets');
  await expect(g).toHaveAttribute('data-view', 'cards');
  // a tablet turned, a window made wider: the grid's box arrives after the cards, and is measured then
  await page.setViewportSize({ width: 768, height: 900 });
  await expect(g.locator('.ag-center-cols-container .ag-row')).toHaveCount(11);
  await expect(g.locator('[data-drawn="true"]')).toBeVisible();
  await page.setViewportSize(PHONE);
  await expect(g).toHaveAttribute('data-view', 'cards');
});
