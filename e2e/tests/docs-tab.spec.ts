// The Docs tab: the guide inside the estate, opening on the Introduction, with links to both Sample estates and to
// the quick start that work; one h1 on the page.
import { expect } from './fixtures';
import { base, openEstate, test } from './ledger-helpers';

const SHOTS = '/tmp/executor-docs-shots';

test('the Sample estate Docs page opens the guide and its links open both Samples', async ({ page }) => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await page.goto('/estate/sample/Docs');
    const docs = page.getByTestId('docs-page');
    await expect(page).toHaveURL(/\/estate\/sample\/Docs\/Introduction\/0$/);
    await expect(docs.getByRole('heading', { level: 3, name: 'Welcome' })).toBeVisible();
    await expect(page.locator('h1')).toHaveCount(1);
    await page.screenshot({ path: `${SHOTS}/docs-sample-${width}.png`, fullPage: true });
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  // In a Sample the quick start cannot run: the link sends the reader home to start an estate
  await expect(page.getByTestId('docs-quick-start')).toHaveText('Start your own estate');
  await page.getByTestId('docs-sample-ca').click();
  await expect(page).toHaveURL(/\/estate\/sample_ca\//);
  await page.goto('/estate/sample_ca/Docs');
  await page.getByTestId('docs-sample-us').click();
  await expect(page).toHaveURL(/\/estate\/sample\//);
  await page.goto('/estate/sample/Docs');
  await page.getByTestId('docs-quick-start').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('samples')).toBeVisible();
});

test('in an own estate the Docs page opens the quick start', async ({ page }) => {
  await openEstate(page, base({}), 'Docs');
  await expect(page.getByTestId('docs-quick-start')).toHaveText('Open the quick start');
  await page.screenshot({ path: `${SHOTS}/docs-own-1280.png`, fullPage: true });
  await page.getByTestId('docs-quick-start').click();
  await expect(page).toHaveURL(/\/Tasks/);
  await expect(page.getByTestId('quick-start')).toBeVisible();
});
