// The guide as a new user meets it without an account (issue 19): the Introduction paged with next and previous,
// "small estate" found through Find Topic, a topic with the rules of a state beside it, the heirs' guide, the
// Canadian text under /ca, and on a phone the outline under the text.
import { expect, test } from './fixtures';
import { dialogAxeClean, PHONE, pageAxeClean, pageWidth } from './support';

test('a visitor reads the introduction, finds "small estate" and the Ohio rules', async ({ page }) => {
  await page.goto('/Docs');
  await expect(page).toHaveURL(/\/Docs\/Introduction\/0$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome');
  await page.getByTestId('docs-next').click();
  await expect(page).toHaveURL(/\/Docs\/Introduction\/1$/);
  await expect(page.getByTestId('docs-title')).toHaveText('The first weeks');
  await expect(page.getByTestId('docs-content')).toContainText('Social Security');
  await page.getByTestId('docs-prev').click();
  await expect(page).toHaveURL(/\/Docs\/Introduction\/0$/);
  // the outline's third level: the pages of the Introduction, open at first
  await page.getByTestId('docs-page-Introduction-3').click();
  await expect(page.getByTestId('docs-title')).toHaveText('How Probity helps');
  await pageAxeClean(page);

  await page.getByTestId('docs-find').fill('small estate');
  await page.getByTestId('docs-results').getByRole('link', { name: 'Small estates' }).click();
  await expect(page).toHaveURL(/\/Docs\/Small-Estates$/);
  await expect(page.getByTestId('docs-content')).toContainText('small-estate affidavit');

  // an address naming a place opens its intro dialog; the place card opens it again
  await page.goto('/Docs/Small-Estates/OH');
  const intro = page.getByTestId('state-intro');
  await expect(page.getByRole('dialog')).toContainText('Settling an estate in Ohio');
  await expect(intro).toContainText('Release from administration up to $35,000');
  await dialogAxeClean(page);
  await page.getByTestId('state-intro-close').click();
  await expect(intro).toHaveCount(0);
  await page.getByTestId('docs-place-intro').click();
  await intro.getByTestId('state-intro-page').click();
  await expect(page).toHaveURL(/\/state\/us\/OH\.html$/);
  await expect(page.getByTestId('state-fact-small')).toContainText('$35,000');
});

test('the heirs guide, the task list topic for a visitor, and the Canadian guide', async ({ page }) => {
  await page.goto('/Docs/Heirs');
  await expect(page).toHaveURL(/\/Docs\/Heirs\/inheritance-guide$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A guide for heirs');
  await page.getByTestId('docs-topic-Tasks').click();
  await expect(page.getByTestId('docs-create-estate')).toBeVisible();
  // ?focus brings the passage into view and marks it
  await page.goto('/Docs/Taxes?focus=Form%2056');
  await expect(page.locator('[data-focused="true"]')).toContainText('to tell the IRS who is acting');
  await expect(page.locator('[data-focused="true"]')).toBeInViewport();
  await page.goto('/ca/Docs/Taxes');
  await expect(page.getByTestId('docs-content')).toContainText('clearance certificate');
  await expect(page.getByTestId('docs-content')).not.toContainText('Form 706');
  await page.getByTestId('docs-outline-toggle').click();
  await expect(page.getByTestId('docs-outline')).toHaveCount(0);
  await page.getByTestId('docs-outline-toggle').click();
  await page.getByTestId('docs-expand').click();
  await expect(page.getByTestId('docs-topic-Taxes')).toBeHidden();
});

test('on a phone the outline moves under the text', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/Docs/Probate');
  // Measured once both are drawn and settled. (The page used to build the outline beside the text, then again under
  // it; measured at once, the outline was sometimes gone in between: a flaky null.)
  const outline = page.getByTestId('docs-outline');
  await expect(outline).toBeVisible();
  await expect(page.getByTestId('docs-content')).toBeVisible();
  await expect
    .poll(async () => {
      const [t, o] = [await page.getByTestId('docs-content').boundingBox(), await outline.boundingBox()];
      return !!t && !!o && o.y > t.y + t.height - 1;
    })
    .toBe(true);
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await pageAxeClean(page);
});
