// Issue 14: the page has its shape before the estate arrives (the server draws the header and tabs), and the body
// font is asked for with the first scripts, not after the stylesheet.
import { type APIRequestContext, expect, type Page, test } from './fixtures';
import { axe, createEstate, signUp, withoutWebFont } from './support';

/** Holds one of the Sample estate's reads (GET /full, /summary) until the returned function is called. */
async function hold(page: Page, read = 'full'): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route(`**/api/estate/sample/${read}`, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}
const holdFull = (page: Page) => hold(page, 'full');

test('while GET /full is on its way the page shows the header, banner and tabs the server drew, then the estate fills the tab', async ({
  page,
}) => {
  const release = await holdFull(page);
  await page.goto('/estate/sample/Assets');
  const preview = page.getByTestId('tab-preview');
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByTestId('estate-label')).toHaveText('Sample Estate');
  await expect(page.getByTestId('view-only-banner')).toContainText('This is the Sample estate.');
  await expect(page.getByTestId('tab-Assets')).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('h1')).toHaveCount(1);
  const found = await axe(page).analyze();
  expect(found.violations.map((v) => `${v.impact} ${v.id}`)).toEqual([]);
  release();
  await expect(page.getByTestId('tab-panel-Assets')).toBeVisible();
  await expect(preview).toHaveCount(0);
  await expect(page.locator('h1')).toHaveCount(1);
});

/**
 * Where the header's parts are on the page: the label, the banner, the tab bar and the panel's title. (The bar's x
 * aside: on a phone the app scrolls the bar to show the current tab, a scroll within the bar, not a shift.)
 */
async function headerBoxes(page: Page) {
  const boxes = [];
  for (const [part, scrolls] of [
    [page.getByTestId('estate-label'), false],
    [page.getByTestId('view-only-banner'), false],
    [page.getByRole('tablist'), true],
    [page.getByRole('tabpanel').getByRole('heading', { level: 2 }).first(), false],
  ] as const) {
    const b = await part.boundingBox();
    if (!b) throw new Error('a part of the header is missing');
    boxes.push({
      x: scrolls ? 'scrolls' : Math.round(b.x),
      y: Math.round(b.y),
      w: Math.round(b.width),
      h: Math.round(b.height),
    });
  }
  return boxes;
}

for (const width of [375, 1280]) {
  test(`at ${width} px the server draws the estate's header and tabs before any script runs, and the app takes over without moving them`, async ({
    browser,
  }) => {
    const viewport = { width, height: 800 };
    // Both loads in the fallback font: with `font-display: optional` each load gets Inter only if it arrives within
    // the first 100 ms, so on a busy machine one load could get it and the other not, and the label's width differ.
    const noScript = await browser.newContext({ viewport, javaScriptEnabled: false });
    await withoutWebFont(noScript);
    const drawn = await noScript.newPage();
    await drawn.goto('/estate/sample/Assets');
    await expect(drawn.getByTestId('estate-label')).toHaveText('Sample Estate');
    await expect(drawn.getByTestId('estate-subtitle')).toHaveText(/^\S.* · Died \d\d-\w{3}-\d{4}$/);
    await expect(drawn.getByTestId('view-only-banner')).toContainText('changes to it cannot be saved');
    await expect(drawn.getByTestId('tab-Assets')).toHaveAttribute('aria-selected', 'true');
    await expect(drawn.getByRole('tab')).toHaveCount(10);
    await expect(drawn.getByTestId('tab-preview')).toHaveAttribute('aria-busy', 'true');
    await expect(drawn.locator('h1')).toHaveCount(1);
    const before = await headerBoxes(drawn);
    await noScript.close();

    const context = await browser.newContext({ viewport });
    await withoutWebFont(context);
    const page = await context.newPage();
    await page.goto('/estate/sample/Assets');
    await expect(page.getByTestId('tab-panel-Assets')).toBeVisible();
    await expect(page.getByTestId('tab-preview')).toHaveCount(0);
    expect(await headerBoxes(page)).toEqual(before);
    await context.close();
  });
}

test('the server draws an estate page only for a reader of the estate', async ({ playwright, baseURL }) => {
  const owner = await playwright.request.newContext({ baseURL });
  await signUp(owner, 'Olive Owner');
  const label = `Drawn ${Date.now()}`;
  const id = await createEstate(owner, label);
  const html = async (who: APIRequestContext) => {
    const res = await who.get(`/estate/${id}/Overview`);
    expect(res.status()).toBe(200);
    return { text: await res.text(), cache: res.headers()['cache-control'] };
  };
  const mine = await html(owner);
  expect(mine.text).toContain(`>${label}</h1>`);
  expect(mine.text).toContain('id="estate-page-meta"');
  expect(mine.cache).toBe('private, no-cache');

  const visitor = await playwright.request.newContext({ baseURL });
  const stranger = await playwright.request.newContext({ baseURL });
  await signUp(stranger, 'Sid Stranger');
  for (const other of [visitor, stranger]) {
    const page = await html(other);
    expect(page.text).not.toContain(label);
    expect(page.text).not.toContain('estate-page-meta');
    expect(page.text).toContain('class="boot"'); // the app's own first paint, as on any page
  }
  for (const c of [owner, visitor, stranger]) await c.dispose();
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
  const found = await axe(page).analyze();
  expect(found.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious')).toEqual([]);
  await expect(page.locator('h1')).toHaveCount(1);

  // The working copy takes over: the same cents, now with Save and the actions
  release();
  await expect(preview).toHaveCount(0);
  await expect(page.getByTestId('tab-panel-Overview')).toBeVisible();
  for (const [i, id] of ids.entries()) await expect(page.getByTestId(`fig-${id}`)).toHaveText(early[i]);
});

test('on a phone nothing moves as the server-drawn page, then the summary, then the estate arrive', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { shifted: number };
    w.shifted = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) w.shifted += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const releaseSummary = await hold(page, 'summary');
  const releaseFull = await holdFull(page);
  await page.goto('/estate/sample/Overview');
  await expect(page.getByTestId('tab-preview')).toBeVisible(); // the server's grey shapes
  releaseSummary();
  await expect(page.getByTestId('overview-preview').getByTestId('fig-remaining')).toBeVisible();
  releaseFull();
  await expect(page.getByTestId('tab-panel-Overview').getByTestId('chart-disposition')).toBeVisible();
  await expect(page.getByTestId('overview-preview')).toHaveCount(0);
  // the layout-shift score: 0.1 is "needs improvement"; the user menu's button arriving in the header is 0.001
  expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBeLessThan(0.01);
  await context.close();
});

test('index.html preloads the body font it uses, as font-display: optional', async ({ page, request }) => {
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
  // and draws it only if it is there for the first paint: no swap later, no second Largest Contentful Paint
  const displays = await page.evaluate(() =>
    [...document.fonts].filter((f) => f.family.includes('Inter')).map((f) => f.display),
  );
  expect(displays.length).toBeGreaterThan(0);
  expect(new Set(displays)).toEqual(new Set(['optional']));
});

test('a tab tapped on the page the server drew, before the app has taken it over, is opened once it has', async ({
  page,
}) => {
  // The first script (and what it imports) runs; every later chunk waits until released.
  const html = await (await page.request.get('/estate/sample/Docs')).text();
  const first = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => {
    release = r;
  });
  let asked: () => void = () => undefined;
  const chunkAsked = new Promise<void>((r) => {
    asked = r;
  });
  await page.route('**/assets/*.js', async (route) => {
    if (!first.has(new URL(route.request().url()).pathname)) {
      asked(); // the first script has run: it asks for the shell's code
      await held;
    }
    await route.continue();
  });
  await page.goto('/estate/sample/Docs');
  await chunkAsked;
  await expect(page.getByTestId('tab-Docs')).toHaveAttribute('aria-selected', 'true');
  await page.getByTestId('tab-Decedent').click();
  release();
  await expect(page.getByTestId('tab-panel-Decedent')).toBeVisible();
  await expect(page).toHaveURL(/\/estate\/sample\/Decedent$/);
});
