// Nothing a person must read is cut off (issue 36, point 1) and every control on a phone is a 44 x 44 px target
// (point 8): every tab of the Sample estate (the Canadian one at 375 px) and of an own estate with data, the Add,
// selection, import, Share and licence dialogs and the report views, at 1280, 768 and 375 px, axe clean. The checks are clipping.ts's; the rules docs/design-system.md, Layout.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectNothingCutOff, expectTargetsBigEnough } from './clipping';
import { expect, type Page, test } from './fixtures';
import { estateBody, makeEstate, signUp } from './inventory-helpers';
import { endTrial } from './run-db';
import {
  ESTATE_TABS,
  gridShown,
  openTab,
  pageAxeClean,
  pageWidth,
  runToolbarAction,
  withoutWebFont,
} from './support';

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 768, height: 1024 },
  { width: 375, height: 812 },
] as const;

const SHOTS = '/tmp/layout-shots';

// A made-up September of an estate's checking account (import-categories.spec.ts reads it too).
const SEPTEMBER = readFileSync(
  join(import.meta.dirname, '../../packages/domain/src/bank/fixtures/csv/estate-september.csv'),
  'utf8',
);

/** An own estate with a row or more on every tab, figures in the millions as well as the cents. */
const withData = () =>
  estateBody('Layout', 'Ada Lovelace', '2026-08-01', {
    assets: [
      { id: -1, name: 'Checking at First Federal Savings', i_type: 14, val_death: 24_876_543_21 },
      { id: -2, name: 'House on Main Street', i_type: 6, val_death: 1_450_000_00 },
      { id: -3, name: 'Car', i_type: 8, val_death: 1_00 },
    ],
    debts: [{ id: -4, name: 'Visa card', i_type: 1, val_death: 12_345_67 }],
    heirs: [
      { id: -5, name: 'Ann Lovelace', i_type: 2, percent_target: 50_000 },
      { id: -6, name: 'Byron Lovelace', i_type: 2, percent_target: 50_000 },
    ],
    contacts: [
      { id: -7, name: 'Lee Lawyer', i_type: 2, phone: '510-555-0100', city: 'Oakland', state: 'CA' },
    ],
    // interest in, the card paid out: the Cashflow's amounts and balances in the millions
    txacts: [
      [-8, 7, 0, 1_234_567_89, '2026-09-10', 'Bank interest', undefined],
      [-9, 51, 1, 12_345_67, '2026-09-15', 'Card paid', -4],
    ].map(([id, cat, i_type, val, date, name, item]) => ({
      id,
      asset: -1,
      cat,
      i_type,
      val,
      date,
      name,
      item,
    })),
  });

/**
 * The page as drawn: no figure or label cut off, no sideways page scroll, axe clean, and on a phone no control
 * under 44 x 44 px.
 */
async function screenPasses(page: Page, where: string, shot?: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await pageAxeClean(page);
  await expectNothingCutOff(page, where);
  expect(await pageWidth(page), `the page's width on ${where}`).toBeLessThanOrEqual(width);
  if (width < 600) await expectTargetsBigEnough(page, where);
  if (shot) await page.screenshot({ path: `${SHOTS}/${shot}.png`, fullPage: false });
}

/** A signed-in owner's estate of the rows above, the page at `size`: answers its id. */
async function ownEstate(page: Page, baseURL: string | undefined, size: (typeof WIDTHS)[number]) {
  await page.setViewportSize(size);
  await signUp(page, baseURL, 'layout');
  return (await makeEstate(page, withData())).id;
}

async function walkTabs(page: Page, estate: string, tabs: readonly string[], tag: string): Promise<void> {
  const width = page.viewportSize()?.width;
  for (const tab of tabs) {
    await openTab(page, estate, tab);
    await screenPasses(page, `${tag} ${tab} at ${width} px`, `${tag}-${tab}-${width}`);
  }
}

// three walks a width and estate, each well under 20 s on a loaded machine
const PARTS = [ESTATE_TABS.slice(0, 4), ESTATE_TABS.slice(4, 7), ESTATE_TABS.slice(7)];

/** The open dialog passes, then closes with Escape. */
async function dialogPasses(page: Page, dialogId: string, where: string): Promise<void> {
  await expect(page.getByTestId(dialogId)).toBeVisible();
  await screenPasses(page, where, where.replace(/\W+/g, '-'));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

// The Canadian Sample's own words (Licences, RRSP, GST/HST) at the narrowest width, where a longer word is cut first
for (const [i, tabs] of PARTS.entries()) {
  test(`375 px: the Canadian Sample estate's tabs ${tabs.join(', ')} (${i + 1}/3)`, async ({ page }) => {
    await page.setViewportSize(WIDTHS[2]);
    await walkTabs(page, 'sample_ca', tabs, 'sample-ca');
  });
}

// The fallback font (withoutWebFont): every figure and label must fit in that too.
for (const [i, tabs] of PARTS.entries()) {
  test(`375 px, the fallback font: the Sample estate's tabs ${tabs.join(', ')} (${i + 1}/3)`, async ({
    page,
  }) => {
    await withoutWebFont(page);
    await page.setViewportSize(WIDTHS[2]);
    await walkTabs(page, 'sample', tabs, 'sample-fallback');
  });
  for (const size of [WIDTHS[0], WIDTHS[2]]) {
    test(`${size.width} px, the fallback font: an own estate's tabs ${tabs.join(', ')} (${i + 1}/3)`, async ({
      page,
      baseURL,
    }) => {
      await withoutWebFont(page);
      await walkTabs(page, await ownEstate(page, baseURL, size), tabs, 'own-fallback');
    });
  }
}

for (const size of WIDTHS) {
  for (const [i, tabs] of PARTS.entries()) {
    test(`${size.width} px: the Sample estate's tabs ${tabs.join(', ')} (${i + 1}/3)`, async ({ page }) => {
      await page.setViewportSize(size);
      await walkTabs(page, 'sample', tabs, 'sample');
    });
    test(`${size.width} px: an own estate's tabs ${tabs.join(', ')} (${i + 1}/3)`, async ({
      page,
      baseURL,
    }) => {
      await walkTabs(page, await ownEstate(page, baseURL, size), tabs, 'own');
    });
  }

  test(`${size.width} px: the reports (accounting, inventory) of the Sample estate`, async ({ page }) => {
    await page.setViewportSize(size);
    await openTab(page, 'sample', 'Overview');
    await page.getByTestId('action-Accounting-Report').click();
    await page.getByLabel(/^Carry value/).check();
    await page.getByTestId('report-show').click();
    await expect(page.getByTestId('report-balance')).toContainText('Balanced to the cent');
    await screenPasses(page, `the accounting at ${size.width} px`, `accounting-${size.width}`);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('report-dialog')).toBeHidden();
    await page.getByTestId('action-Inventory-Report').click();
    await expect(page.getByTestId('report-dialog').getByRole('region', { name: 'Summary' })).toBeVisible();
    await screenPasses(page, `the inventory at ${size.width} px`, `inventory-${size.width}`);
  });

  test(`${size.width} px: an own estate's licence dialog once its trial ended, then the unsaved state, Revert and Save`, async ({
    page,
    baseURL,
  }) => {
    const id = await ownEstate(page, baseURL, size);
    await endTrial(id);
    await page.goto(`/estate/${id}/Decedent`);
    await dialogPasses(page, 'licence-dialog', `the licence at ${size.width} px`);
    // an ended trial still takes edits (Save then asks for the licence)
    await page.getByTestId('dec-name').fill('Ada King');
    await page.getByTestId('dec-name').blur();
    await expect(page.getByTestId('unsaved-badge')).toBeVisible();
    for (const control of ['unsaved-badge', 'revert-button', 'save-button'])
      await expect(page.getByTestId(control)).toBeInViewport({ ratio: 1 });
    await screenPasses(page, `the unsaved state at ${size.width} px`, `unsaved-${size.width}`);
  });

  test(`${size.width} px: a statement's rows under review in the import dialog`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize(size);
    await signUp(page, baseURL, 'layout');
    const { id, ids } = await makeEstate(page, withData());
    await page.goto(`/estate/${id}/Cashflow?assetId=${ids['-1']}`);
    await gridShown(page, 'cashflow');
    await runToolbarAction(page, 'cash-import');
    const dialog = page.getByTestId('import-dialog');
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'september.csv', mimeType: 'text/plain', buffer: Buffer.from(SEPTEMBER) });
    await page.getByTestId('import-send').click();
    await expect(page.getByTestId('import-result')).toHaveText('7 new rows read from your file.');
    await screenPasses(page, `the import review at ${size.width} px`, `import-${size.width}`);
  });
}
