// Issue 14: the page has its shape before the estate arrives, and the body font is asked for with the first
// scripts, not after the stylesheet.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/** Holds the Sample estate's GET /full until the answered function is called. */
async function holdFull(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route('**/api/estate/sample/full', async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

test('while GET /full is on its way the estate page draws its skeleton, then the estate replaces it', async ({
  page,
}) => {
  const release = await holdFull(page);
  await page.goto('/estate/sample/Assets');
  const skeleton = page.getByTestId('estate-loading');
  await expect(skeleton).toBeVisible();
  await expect(page.locator('h1')).toHaveText('Opening the estate…');
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.impact} ${v.id}`)).toEqual([]);
  release();
  await expect(page.getByTestId('estate-label')).toBeVisible();
  await expect(skeleton).toHaveCount(0);
  await expect(page.locator('h1')).toHaveCount(1);
});

test('opened on the Overview, the figures and charts draw from GET /summary before GET /full has arrived', async ({
  page,
}) => {
  const release = await holdFull(page);
  await page.goto('/estate/sample/Overview');
  const preview = page.getByTestId('overview-preview');
  await expect(preview).toBeVisible();
  await expect(page.getByTestId('estate-label')).toHaveText('Sample Estate');
  await expect(page.getByTestId('tab-Overview')).toHaveAttribute('aria-selected', 'true');
  const ids = ['value-pre', 'value-death', 'remaining', 'distributed', 'debts-death', 'debts'];
  const early: string[] = [];
  for (const id of ids) early.push((await page.getByTestId(`fig-${id}`).textContent()) ?? '');
  for (const text of early) expect(text).toMatch(/^\$[\d,]+\.\d\d$/);
  await expect(preview.getByTestId('chart-disposition')).toBeVisible();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious')).toEqual([]);
  await expect(page.locator('h1')).toHaveCount(1);

  // The working copy takes over: the same cents, now with Save and the actions
  release();
  await expect(preview).toHaveCount(0);
  await expect(page.getByTestId('tab-panel-Overview')).toBeVisible();
  for (const [i, id] of ids.entries()) await expect(page.getByTestId(`fig-${id}`)).toHaveText(early[i]);
});

test('index.html preloads the body font it uses', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="preload"][as="font"]').getAttribute('href');
  expect(href).toMatch(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/);
  const font = await request.get(href ?? '');
  expect(font.status()).toBe(200);
  expect(font.headers()['content-type']).toBe('font/woff2');
  // the stylesheet names the same file, so the preload is used, not fetched twice
  const used = await page.evaluate(() =>
    performance.getEntriesByType('resource').filter((e) => e.name.includes('inter-latin-wght-normal')),
  );
  expect(used).toHaveLength(1);
});
