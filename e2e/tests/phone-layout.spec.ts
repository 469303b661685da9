// A 375 px phone: the header fits (its account buttons fold into a menu), the tab bar scrolls inside itself with
// the current tab in view, and no estate page scrolls sideways (docs/design-system.md).
import { expect, type Locator, type Page, test } from '@playwright/test';
import { estateBody, makeEstate, signUp } from './inventory-helpers';

const PHONE = { width: 375, height: 812 };

test.use({ viewport: PHONE });

const pageWidth = (page: Page) => page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);

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
    await page.getByTestId(`tab-${tab}`).click();
    await expect(page.getByTestId(`tab-panel-${tab}`)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await pageWidth(page), tab).toBeLessThanOrEqual(PHONE.width);
  }
});
