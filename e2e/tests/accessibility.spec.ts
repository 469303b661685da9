// axe-core on every tab of both Sample estates at a laptop's width (1280 px), of the US one at a phone's (375 px),
// and on the home page at both: no critical or serious violation, exactly one h1 per page (docs/design-system.md,
// Accessibility), and no Content-Security-Policy violation while the page loads.
import { test as base, expect, type Page } from '@playwright/test';
import { animationsDone, axe, ESTATE_TABS, openTab, watchCsp } from './support';

const TABS = ESTATE_TABS;
// The Executor tab's other tables sit behind a picker: each is its own page for axe.
const EXTRA = ['Executor?table=Executor%20Expenses', 'Executor?table=Time%20Log'];
const SAMPLES = [
  { id: 'sample', name: 'US' },
  { id: 'sample_ca', name: 'Canada' },
];
const WIDTHS = [1280, 375];

/** One page per worker for the Sample estates' tabs, moved from tab to tab as a user would (the app's own
 *  router, no reload): booting the app anew for each of 36 tabs was most of this file's time. `csp` collects the
 *  page's Content-Security-Policy violations from its first load on. */
const test = base.extend<object, { sample: { page: Page; csp: string[] } }>({
  sample: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        baseURL: `http://127.0.0.1:${process.env.E2E_PORT ?? 3210}`,
      });
      const page = await context.newPage();
      const csp = await watchCsp(page);
      await use({ page, csp });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** A violation left for later, excluded by its rule and the exact element only, with the reason. */
const KNOWN: { rule: string; target: string; why: string }[] = [];

type Found = { page: string; impact: string; rule: string; help: string; targets: string[] };

/** Waits until the page's data arrived and no tab is still loading its code. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[role="tabpanel"] .mantine-Loader-root')).toHaveCount(0);
}

async function audit(page: Page, where: string): Promise<Found[]> {
  await animationsDone(page);
  const result = await axe(page).analyze();
  const found: Found[] = [];
  for (const v of result.violations) {
    const targets = v.nodes
      .map((n) => n.target.join(' '))
      .filter((t) => !KNOWN.some((k) => k.rule === v.id && k.target === t));
    if (targets.length > 0)
      found.push({ page: where, impact: v.impact ?? 'unknown', rule: v.id, help: v.help, targets });
  }
  return found;
}

function report(found: Found[]): string {
  return found
    .map((f) => `${f.impact} ${f.rule} on ${f.page}: ${f.help}\n    ${f.targets.slice(0, 8).join('\n    ')}`)
    .join('\n');
}

async function expectClean(found: Found[]) {
  // every impact is printed (the figures of docs/design-system.md); only critical and serious fail
  if (found.length > 0) console.log(report(found));
  const bad = found.filter((f) => f.impact === 'critical' || f.impact === 'serious');
  expect(bad, report(bad)).toEqual([]);
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test('home page: one h1, no serious axe violation', async ({ page }) => {
      await page.setViewportSize({ width, height: 812 });
      const csp = await watchCsp(page);
      await page.goto('/');
      await expect(page.getByTestId('welcome')).toBeVisible();
      await settle(page);
      await expect.soft(page.locator('h1')).toHaveCount(1);
      await expectClean(await audit(page, `home @${width}`));
      expect(csp).toEqual([]);
    });

    test('sign-in and hints dialogs: named close button, focus kept inside and returned', async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 812 });
      await page.goto('/');
      // a phone reaches Sign in through the header's menu (phone-layout.spec.ts)
      const opener = page.getByTestId(width < 576 ? 'header-menu' : 'signin-button');
      await opener.click();
      if (width < 576) await page.getByTestId('menu-signin').click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
      await expectClean(await audit(page, `sign-in dialog @${width}`));
      // Tab past every control: focus never leaves the dialog
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();

      await page.getByTestId('hints-button').click();
      await expect(page.getByTestId('hints-dialog')).toBeVisible();
      await expectClean(await audit(page, `hints dialog @${width}`));
    });

    // The Canadian Sample differs from the US one in its words and figures, not its components: at a phone's width
    // the US Sample alone is checked (the same screens twice cost a minute of every CI run).
    for (const sample of width < 600 ? SAMPLES.slice(0, 1) : SAMPLES) {
      for (const tab of [...TABS, ...EXTRA]) {
        test(`${sample.name} Sample estate, ${tab}: one h1, no serious axe violation`, async ({
          sample: shared,
        }) => {
          const { page } = shared;
          await page.setViewportSize({ width, height: 812 });
          const cspBefore = shared.csp.length;
          await openTab(page, sample.id, tab);
          await settle(page);
          await expect.soft(page.locator('h1')).toHaveCount(1);
          await expect.soft(page.getByTestId('estate-label')).toHaveJSProperty('tagName', 'H1');
          await expectClean(await audit(page, `${sample.id}/${tab} @${width}`));
          const csp = shared.csp.slice(cspBefore);
          expect(csp).toEqual([]);
        });
      }
    }
  });
}
