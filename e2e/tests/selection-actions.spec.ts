// Actions that need a selection (issue 36, point 4): on an owner's own estate, every toolbar action that acts on
// the checked rows is disabled while none is, says why on hover and on keyboard focus (and to screen readers, as
// its accessible description), runs once a row (a card on a phone) is checked, and an action on one item says so
// while several are. The laptop's grid at 1280 px (and a look at 768 px), the phone's cards at 375 px, where the
// secondary actions are under More actions. docs/design-system.md, Patterns: Actions on the selection.
import { expect, type Locator, type Page, test } from './fixtures';
import { estateBody, grid, makeEstate, SHOTS, selectRow, signUp } from './inventory-helpers';
import { animationsDone, axe, gridShown, openTab } from './support';

const LAPTOP_REASON = 'First select an item by clicking its checkmark in the leftmost column';
const CARD_REASON = 'First select an item by ticking the checkbox on its card';
const ONLY_ONE = (n: number) => `This works on one item at a time: select only one (${n} are selected)`;

const estate = () =>
  estateBody('Selection', 'Ada Lovelace', '2026-08-01', {
    assets: [
      { id: -1, name: 'Boat', i_type: 8, val_death: 9_000_00 },
      { id: -2, name: 'Piano', i_type: 8, val_death: 4_000_00 },
    ],
    debts: [{ id: -3, name: 'Visa card', i_type: 1, val_death: 45_00 }],
    heirs: [{ id: -4, name: 'Ann', i_type: 2, percent_target: 100_000 }],
  });

/** axe's critical and serious findings on these parts of the page (the grid, the tooltip, a popover). */
async function serious(page: Page, selectors: string[]): Promise<string[]> {
  await animationsDone(page);
  let run = axe(page);
  for (const s of selectors) run = run.include(s);
  const r = await run.analyze();
  return r.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary}`).join(', ')}`);
}

/** The tooltip shown last has this text and lies wholly inside the viewport (nothing cut off). The one it
 *  replaces may still be fading out for a moment: the newest is the last in the page. */
async function tooltipShows(page: Page, text: string): Promise<void> {
  const tip = page.getByRole('tooltip').last();
  await expect(tip).toHaveText(text);
  await animationsDone(page);
  const box = await tip.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, 'tooltip drawn').not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
}

async function waiting(button: Locator, reason: string): Promise<void> {
  await expect(button).toBeDisabled();
  await expect(button).toHaveAccessibleDescription(reason);
}

/** An owner's own estate of the rows above, at a screen of `width` x `height`: answers its id. */
async function ownEstate(page: Page, baseURL: string | undefined, width: number, height: number) {
  await page.setViewportSize({ width, height });
  await signUp(page, baseURL, 'selection');
  return (await makeEstate(page, estate())).id;
}

async function ready(button: Locator): Promise<void> {
  await expect(button).toBeEnabled();
  await expect(button).toHaveAccessibleDescription('');
}

test('1280 px: Assets actions wait for a checked row, say why on hover and focus, and Sell wants exactly one', async ({
  page,
  baseURL,
}) => {
  const id = await ownEstate(page, baseURL, 1280, 800);
  await page.goto(`/estate/${id}/Assets`);
  const g = grid(page, 'assets');
  await gridShown(page, 'assets');
  const sell = page.getByTestId('asset-sell');
  const actions = ['asset-sell', 'asset-discard', 'asset-cost-basis', 'asset-received'].map((t) =>
    page.getByTestId(t),
  );
  const del = g.getByRole('button', { name: 'Delete' });
  for (const b of [...actions, del]) await waiting(b, LAPTOP_REASON);
  await animationsDone(page);
  await page.screenshot({ path: `${SHOTS}/selection-assets-1280.png` });

  // hover: the reason in a tooltip; a click does nothing (no dialog, no message above the grid)
  await sell.hover();
  await tooltipShows(page, LAPTOP_REASON);
  await page.screenshot({ path: `${SHOTS}/selection-assets-1280-tooltip.png` });
  expect(await serious(page, ['[data-grid-id="assets"]', '[role="tooltip"]'])).toEqual([]);
  await sell.click({ force: true });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(g.locator('.mantine-Alert-root')).toHaveCount(0);
  await page.mouse.move(640, 700);
  await expect(page.getByRole('tooltip')).toHaveCount(0);

  // keyboard: the disabled actions stay in the Tab order, and focus shows the reason
  await page.getByTestId('asset-add').focus();
  await page.keyboard.press('Tab');
  await expect(sell).toBeFocused();
  await tooltipShows(page, LAPTOP_REASON);
  await page.keyboard.press('Tab');
  await expect(actions[1]).toBeFocused();
  await tooltipShows(page, LAPTOP_REASON);

  // one row: every action runs; two: Delete still does, the one-item actions say to select only one
  await selectRow(g, 'Boat');
  for (const b of [...actions, del]) await ready(b);
  await selectRow(g, 'Piano');
  for (const b of actions) await waiting(b, ONLY_ONE(2));
  await ready(del);
  await sell.hover();
  await tooltipShows(page, ONLY_ONE(2));
  await selectRow(g, 'Piano', false);
  await ready(sell);
  await sell.click();
  await expect(page.getByTestId('sell-amount')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // a tablet keeps the laptop's toolbar: a look at 768 px, nothing cut off
  await selectRow(g, 'Boat', false);
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.mouse.move(700, 1000);
  await waiting(sell, LAPTOP_REASON);
  await animationsDone(page);
  await page.screenshot({ path: `${SHOTS}/selection-assets-768.png` });
  await sell.hover();
  await tooltipShows(page, LAPTOP_REASON);
  await page.screenshot({ path: `${SHOTS}/selection-assets-768-tooltip.png` });
});

test("375 px: the cards' actions, under More actions too, wait for a checked card and say why", async ({
  page,
  baseURL,
}) => {
  const id = await ownEstate(page, baseURL, 375, 812);
  await page.goto(`/estate/${id}/Assets`);
  const g = grid(page, 'assets');
  await expect(g).toHaveAttribute('data-view', 'cards');
  const more = page.getByTestId('toolbar-more');
  const del = g.getByRole('button', { name: 'Delete' });
  await waiting(del, CARD_REASON);
  await animationsDone(page);
  await page.screenshot({ path: `${SHOTS}/selection-assets-375.png` });
  await del.hover();
  await tooltipShows(page, CARD_REASON);

  await more.click();
  const list = page.getByTestId('toolbar-more-list');
  const names = ['Sell', 'Discard', 'Cost Basis', 'Received'];
  for (const name of names) await waiting(list.getByRole('button', { name }), CARD_REASON);
  const sell = list.getByRole('button', { name: 'Sell' });
  await sell.hover();
  await tooltipShows(page, CARD_REASON);
  await page.screenshot({ path: `${SHOTS}/selection-assets-375-tooltip.png` });
  expect(
    await serious(page, ['[data-grid-id="assets"]', '[role="tooltip"]', '[data-testid="toolbar-more-list"]']),
  ).toEqual([]);
  // a tap on a waiting action keeps the list open (no dialog), and the keyboard reaches the next one's reason
  await sell.click({ force: true });
  await expect(list).toBeVisible();
  // (the list is itself a dialog named More actions: no other opens)
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(page.getByTestId('sell-amount')).toHaveCount(0);
  await page.mouse.move(10, 800);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(list.getByRole('button', { name: 'Discard' })).toBeFocused();
  await tooltipShows(page, CARD_REASON);
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(more).toBeFocused();

  // two checked cards: Delete runs, the one-item actions say to select only one; one card: they all run
  await page.getByRole('checkbox', { name: 'Select Boat' }).check();
  await page.getByRole('checkbox', { name: 'Select Piano' }).check();
  await ready(del);
  await more.click();
  for (const name of names) await waiting(list.getByRole('button', { name }), ONLY_ONE(2));
  await page.keyboard.press('Escape');
  await page.getByRole('checkbox', { name: 'Select Piano' }).uncheck();
  await more.click();
  for (const name of names) await ready(list.getByRole('button', { name }));
  await list.getByRole('button', { name: 'Sell' }).click();
  await expect(page.getByTestId('sell-amount')).toBeVisible();
});

test("1280 px: the other tabs' actions on the selection wait too, and the Sample still hides its own", async ({
  page,
  baseURL,
}) => {
  const id = await ownEstate(page, baseURL, 1280, 800);
  const stops: [string, string, string[]][] = [
    ['Debts', 'debts', ['debt-forgive']],
    ['Cashflow', 'cashflow', ['cash-edit', 'cash-done']],
    ['Distributions', 'distributions', ['distrib-edit', 'distrib-done']],
    ['Executor?table=Contacts', 'contacts', ['contact-edit', 'contact-address-btn']],
    ['Executor?table=Executor%20Expenses', 'exec-expenses', ['expense-pay']],
    ['Heirs', 'heirs', ['heir-reveal-ssn']],
  ];
  for (const [path, gridId, testIds] of stops) {
    await openTab(page, id, path);
    await expect(grid(page, gridId)).toBeVisible();
    for (const t of testIds) await waiting(page.getByTestId(t), LAPTOP_REASON);
  }
  // Heirs: a checked heir lets Reveal run; Debts: Forgive likewise, and says why on focus
  await selectRow(grid(page, 'heirs'), 'Ann');
  await ready(page.getByTestId('heir-reveal-ssn'));
  await page.goto(`/estate/${id}/Debts`);
  const forgive = page.getByTestId('debt-forgive');
  await page.getByTestId('debt-add').focus();
  await page.keyboard.press('Tab');
  await expect(forgive).toBeFocused();
  await tooltipShows(page, LAPTOP_REASON);
  await selectRow(grid(page, 'debts'), 'Visa card');
  await ready(forgive);

  // the Sample estate (read-only) hides Assets' actions and Delete as before
  await page.goto('/estate/sample/Assets');
  const sample = grid(page, 'assets');
  await expect(sample.locator('[data-drawn="true"]')).toBeVisible();
  await expect(page.getByTestId('asset-sell')).toHaveCount(0);
  await expect(sample.getByRole('button', { name: 'Delete' })).toHaveCount(0);
});
