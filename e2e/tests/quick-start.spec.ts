// Issue 36, points 5 and 7, in a real browser at 1280 and 375 px, axe clean:
// - the quick start: Executor first; Escape asks before closing and keeps a date still being typed; the "Unsaved
//   changes found" question comes first and the quick start waits for it; Save offers "Estate of {name}"; the
//   Decedent tab keeps its name;
// - words: license / licence by the estate's country; the pre-death help speaks of a living owner only while the
//   death is awaited; sold assets and paid debts look settled (muted, with a badge) in the rows and on the cards.
// Screenshots go to /tmp/quick-start-shots (QS_SHOTS overrides) for a person to look at.
import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from './fixtures';
import {
  createEstate,
  dialogAxeClean,
  gridShown,
  openTab,
  PHONE,
  pageAxeClean,
  signUp,
  typeDecedentName,
} from './support';

const SHOTS = process.env.QS_SHOTS ?? '/tmp/quick-start-shots';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

const next = (page: Page) => page.getByTestId('qs-next').click();
const topic = (page: Page, name: string) => expect(page.getByTestId(`qs-topic-${name}`)).toBeVisible();

/** A signed-in user's new estate, its quick start open on the basics. */
async function toBasics(page: Page) {
  await signUp(page.request, 'Ann Grant');
  await page.goto('/estate/new?created=u');
  await topic(page, 'welcome');
  await next(page);
  await topic(page, 'role');
  // Executor is the first choice (issue 36: the quick start is built around the executor's first week)
  await expect(page.getByTestId('quick-start').getByRole('radio').first()).toHaveAccessibleName(/^Executor/);
  await page.getByTestId('qs-role-Executor').click();
  await next(page);
  await topic(page, 'basics');
}

test('the quick start at 1280 px: Executor first, Escape asks and keeps a date being typed', async ({
  page,
}) => {
  await toBasics(page);
  await page.getByTestId('qs-name').fill('Walter Grant');
  // Escape at once after typing the date, before it would commit by itself
  const death = page.getByTestId('qs-death-date');
  await death.fill('03/02/2026');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('qs-close-confirm')).toBeVisible();
  await shot(page, 'close-ask-1280');
  await dialogAxeClean(page);
  await page.getByTestId('qs-close-confirm-no').click();
  await topic(page, 'basics');
  await expect(death).toHaveValue('02-Mar-2026');

  await page.keyboard.press('Escape');
  await page.getByTestId('qs-close-confirm-yes').click();
  await expect(page.getByTestId('quick-start')).toHaveCount(0);
  await page.getByTestId('tab-Decedent').click();
  await expect(page.getByTestId('dec-death-date')).toHaveValue('02-Mar-2026');
});

test('Save of a new estate at 1280 px offers "Estate of {name}"; the Decedent tab keeps its name', async ({
  page,
}) => {
  await signUp(page.request, 'Ann Grant');
  await page.goto('/estate/new?created=u');
  await topic(page, 'welcome');
  // nothing entered yet: Escape closes it at once, like any dialog without input
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('quick-start')).toHaveCount(0);
  await expect(page.getByTestId('qs-close-confirm')).toHaveCount(0);
  await page.getByTestId('tab-Decedent').click();
  await typeDecedentName(page, 'Walter Grant');

  // Save offers the label instead of an empty box; the Decedent tab keeps its name once saved
  await page.getByTestId('save-button').click();
  await expect(page.getByTestId('label-input')).toHaveValue('Estate of Walter Grant');
  await shot(page, 'label-offered-1280');
  await dialogAxeClean(page);
  await page.getByTestId('label-submit').click();
  await expect(page).toHaveURL(/\/estate\/(?!new)[a-z0-9]+\/Decedent/);
  await expect(page.getByTestId('meta-label')).toHaveText('Estate of Walter Grant');
  await expect(page.getByTestId('tab-Decedent')).toHaveText('Decedent');
});

test('the quick start at 375 px waits for the "Unsaved changes found" question', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await toBasics(page);
  await page.getByTestId('qs-name').fill('Walter Grant');
  await page.getByTestId('qs-name').blur();
  // the edit is mirrored to this browser's storage shortly after it is made
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('probity.unsaved.new') !== null))
    .toBe(true);

  // "Start a new estate" again: the question about the unsaved one comes alone, the quick start after it
  await page.goto('/estate/new?created=u');
  await expect(page.getByTestId('restore-dialog')).toBeVisible();
  await expect(page.getByTestId('quick-start')).toHaveCount(0);
  await shot(page, 'restore-first-375');
  await dialogAxeClean(page);
  await page.getByTestId('restore-accept').click();
  await expect(page.getByTestId('quick-start')).toBeVisible();
  await next(page);
  await next(page);
  await expect(page.getByTestId('qs-name')).toHaveValue('Walter Grant');
});

test('the quick start at 375 px asks before closing once something was entered', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await toBasics(page);
  await page.getByTestId('qs-name').fill('Walter J. Grant');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('qs-close-confirm')).toBeVisible();
  await shot(page, 'close-ask-375');
  await dialogAxeClean(page);
  await page.getByTestId('qs-close-confirm-yes').click();
  await expect(page.getByTestId('quick-start')).toHaveCount(0);
  await expect(page.getByTestId('tab-Decedent')).toHaveText('Decedent');
  await page.getByTestId('tab-Decedent').click();
  await expect(page.getByTestId('dec-name')).toHaveValue('Walter J. Grant');
});

/** A Canadian estate of the signed-in user (Ontario, died 2026). */
async function canadianEstate(page: Page): Promise<string> {
  const res = await page.request.post('/api/estates', {
    headers: { 'x-probity': '1', 'content-type': 'application/json' },
    data: {
      meta: { label: `Kingston ${Date.now()}`, state: 'ON', state_exec: 'ON', country_code: 'ca' },
      dec: { name: 'Gordon MacLeod', death_date: '2026-03-02' },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).payload.id as string;
}

for (const width of [1280, PHONE.width]) {
  test(`words at ${width} px: license for a US estate, licence for a Canadian one; "alive" only while awaiting death`, async ({
    page,
  }) => {
    if (width === PHONE.width) await page.setViewportSize(PHONE);
    await signUp(page.request, 'Wes Words');
    const us = await createEstate(page.request, `Words ${Date.now()}`);
    await page.goto(`/estate/${us}/Overview`);
    await expect(page.getByTestId('fig-value-pre-help')).toHaveText(
      'What it was worth before the death, as entered while planning ahead.',
    );
    await page.getByTestId('trial-badge').click();
    await expect(page.getByTestId('licence-buy')).toHaveText('Buy a license');
    await expect(page.getByTestId('licence-dialog')).not.toContainText(/licence/i);
    await dialogAxeClean(page);
    await page.getByTestId('licence-decline').click();

    const ca = await canadianEstate(page);
    await page.goto(`/estate/${ca}/Overview`);
    await page.getByTestId('trial-badge').click();
    await expect(page.getByTestId('licence-buy')).toHaveText('Buy a licence');
    await expect(page.getByTestId('licence-dialog')).toContainText('One licence covers one estate');
    await shot(page, `licence-ca-${width}`);
    await page.getByTestId('licence-decline').click();

    // awaiting death: the help speaks of the living owner
    const waiting = await page.request.post('/api/estates', {
      headers: { 'x-probity': '1', 'content-type': 'application/json' },
      data: {
        meta: { label: `Ahead ${Date.now()}`, state: 'GA', country_code: 'us' },
        dec: { name: 'Otto' },
      },
    });
    const ahead = (await waiting.json()).payload.id as string;
    await page.goto(`/estate/${ahead}/Overview`);
    await expect(page.getByTestId('fig-value-pre-help')).toHaveText(
      'What it is worth today, while the owner is alive: for planning ahead.',
    );
    await pageAxeClean(page);
  });

  test(`settled rows at ${width} px: the Sample's sold shares and paid bills are muted with a badge`, async ({
    page,
  }) => {
    const phone = width === PHONE.width;
    if (phone) await page.setViewportSize(PHONE);
    await openTab(page, 'sample', 'Assets');
    const shares = phone
      ? page.getByTestId('grid-card').filter({ hasText: '200 shares Southern Utilities Co.' })
      : page.locator('.ag-row').filter({ hasText: '200 shares Southern Utilities Co.' }).first();
    await expect(shares.getByTestId('row-badge')).toHaveText('Sold');
    await expect(shares).toHaveClass(phone ? /estate-grid-card-settled/ : /estate-grid-settled/);
    // a live asset has neither
    const house = phone
      ? page.getByTestId('grid-card').filter({ hasText: 'House, 118 Magnolia Lane' })
      : page.locator('.ag-row').filter({ hasText: 'House, 118 Magnolia Lane' }).first();
    await expect(house.getByTestId('row-badge')).toHaveCount(0);
    await shares.scrollIntoViewIfNeeded();
    await shot(page, `settled-assets-${width}`);
    await pageAxeClean(page);

    await openTab(page, 'sample', 'Debts');
    await gridShown(page, 'debts');
    const paid = page.locator('[data-grid-id="debts"]').getByTestId('row-badge');
    await expect(paid.first()).toBeVisible();
    expect(await paid.allTextContents()).toContain('Paid');
    await shot(page, `settled-debts-${width}`);
    await pageAxeClean(page);
  });
}
