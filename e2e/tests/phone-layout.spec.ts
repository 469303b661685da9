// A 375 px phone: the header fits (its account buttons fold into a menu), the tab bar scrolls inside itself with
// the current tab in view, and no estate page scrolls sideways (docs/design-system.md).
import { expect, type Locator, test } from './fixtures';
import { estateBody, makeEstate, signUp } from './inventory-helpers';
import { clickTab, expectDialogFillsPhone, PHONE, pageWidth } from './support';

test.use({ viewport: PHONE });

/** The element lies wholly inside the box of `outer` (nothing clipped or pushed out). */
async function expectInside(inner: Locator, outer: Locator) {
  const a = await inner.boundingBox();
  const b = await outer.boundingBox();
  expect(a && b, 'both drawn').toBeTruthy();
  if (!a || !b) return;
  expect(a.x).toBeGreaterThanOrEqual(b.x);
  expect(a.y).toBeGreaterThanOrEqual(b.y);
  expect(a.x + a.width).toBeLessThanOrEqual(b.x + b.width + 0.5);
  expect(a.y + a.height).toBeLessThanOrEqual(b.y + b.height + 0.5);
}

test('visitor: the header fits and its menu signs in', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(page.getByTestId('signin-button')).toBeHidden();
  for (const id of ['home-link', 'hints-button', 'header-menu'])
    await expectInside(page.getByTestId(id), header);
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await page.getByTestId('header-menu').click();
  await page.getByTestId('menu-signin').click();
  await expect(page.getByTestId('signin-dialog')).toBeVisible();
});

test('Sample estate: the current tab is in view in the scrolling tab bar and the page never scrolls sideways', async ({
  page,
}) => {
  for (const tab of ['Distributions', 'Assets', 'Cashflow', 'Docs']) {
    await page.goto(`/estate/sample/${tab}`);
    await expect(page.getByTestId(`tab-panel-${tab}`)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId(`tab-${tab}`)).toBeInViewport({ ratio: 0.95 });
    expect(await pageWidth(page), tab).toBeLessThanOrEqual(PHONE.width);
  }
});

test('own estate, signed in: header and editable tabs stay within 375 px', async ({ page, baseURL }) => {
  await signUp(page, baseURL, 'phone');
  const { id } = await makeEstate(page, estateBody('Phone', 'Ada Lovelace', '2026-09-01'));
  await page.goto(`/estate/${id}/Assets`);
  await expect(page.getByTestId('tab-panel-Assets')).toBeVisible();
  await expectInside(page.getByTestId('user-menu'), page.getByRole('banner'));
  for (const tab of ['Assets', 'Debts', 'Cashflow', 'Heirs', 'Distributions', 'Executor', 'Overview']) {
    await clickTab(page, tab);
    await page.waitForLoadState('networkidle');
    expect(await pageWidth(page), tab).toBeLessThanOrEqual(PHONE.width);
  }
});

test('own estate: the toolbar keeps to one line with its other actions under More actions, and dialogs fill the phone', async ({
  page,
  baseURL,
}) => {
  await signUp(page, baseURL, 'phone');
  const { id } = await makeEstate(page, estateBody('Phone', 'Ada Lovelace', '2026-09-01'));
  await page.goto(`/estate/${id}/Assets`);
  const add = page.getByTestId('asset-add');
  const more = page.getByTestId('toolbar-more');
  await expect(add).toHaveText('Add asset');
  await expect(more).toBeVisible();
  // same line: Add asset, More actions and Delete
  const [a, m] = [await add.boundingBox(), await more.boundingBox()];
  expect(Math.round(m?.y ?? 0)).toBe(Math.round(a?.y ?? -1));
  await expect(page.getByTestId('asset-sell')).toBeHidden();

  await more.click();
  const list = page.getByTestId('toolbar-more-list');
  await expect(list.getByRole('button')).toHaveText(['Sell', 'Discard', 'Cost Basis', 'Received', 'Notice']);
  // Escape closes the list and gives the focus back to its button
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(more).toBeFocused();

  // an action from the list opens its dialog full screen (the Estate Cashflow Account is the only row)
  await page.getByRole('checkbox', { name: 'Select Estate Cashflow Account' }).check();
  await more.click();
  await list.getByRole('button', { name: 'Cost Basis' }).click();
  await expect(list).toBeHidden();
  const dialog = page.getByTestId('cost-basis-dialog');
  await expect(dialog).toBeVisible();
  await expectDialogFillsPhone(page);
  await page.keyboard.press('Escape');

  await add.click();
  await expect(page.getByTestId('add-asset-dialog')).toBeVisible();
  await expect(page.getByTestId('add-asset-save')).toHaveText('Add asset');
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
});
