// The main flow on a 375 px phone, a screen or two a test: start an estate and create the account on Save; then,
// on estates made through the API, add an asset, a debt, an heir, a transaction, a distribution and an expense
// through their dialogs, save, reload and see them all. On every tab and every dialog: no sideways page scroll and no critical/serious axe violation.
// Then a 768 px tablet pass over every tab of the Sample estate (docs/design-system.md, Phones).
import { expect, type Locator, type Page, test } from './fixtures';
import { estateBody, openEstate, saveEstate, signUp } from './inventory-helpers';
import { pick, typeDate } from './ledger-helpers';
import {
  animationsDone,
  axe,
  clickTab,
  ESTATE_TABS,
  expectDialogFillsPhone,
  gridShown,
  PASSWORD,
  PHONE,
  pageWidth,
  uniqueEmail,
} from './support';

const TABLET = { width: 768, height: 1024 };
const SHOTS = '/tmp/phone-walkthrough-shots';

/** No sideways page scroll, no critical or serious axe violation; a screenshot to look at. */
async function fits(page: Page, where: string) {
  await page.waitForLoadState('networkidle');
  await animationsDone(page);
  const width = page.viewportSize()?.width ?? 0;
  expect(await pageWidth(page), where).toBeLessThanOrEqual(width);
  const r = await axe(page).analyze();
  const serious = r.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, where).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/${width}-${where.replace(/\W+/g, '-')}.png` });
}

/** The open dialog fills the phone and fits; then its form is filled by the caller. */
async function dialogFits(page: Page, testId: string) {
  await expect(page.getByTestId(testId)).toBeVisible();
  await expectDialogFillsPhone(page);
  await fits(page, testId);
}

const cards = (page: Page, gridId: string) =>
  page.locator(`[data-grid-id="${gridId}"]`).getByTestId('grid-card');
const cardWith = (page: Page, gridId: string, text: string): Locator =>
  cards(page, gridId).filter({ hasText: text });

// The parts an estate made through the API starts with, for the tests that add the rest through the dialogs.
const CHECKING = { id: -1, name: 'Checking', i_type: 14, val_death: 10_000_00 };
const DENTAL = { id: -2, name: 'Dental bill', i_type: 5, val_death: 1_200_50 };
const ANN = { id: -3, name: 'Ann Quinn', i_type: 2 };

/** A signed-in owner's estate (died 1 August 2026) with these parts, opened on `tab`. */
async function phoneEstate(
  page: Page,
  baseURL: string | undefined,
  parts: Record<string, unknown>,
  tab: string,
) {
  await signUp(page, baseURL, 'phone');
  await openEstate(page, estateBody('Phone', 'Harold Quinn', '2026-08-01', parts), tab);
  await expect(page.getByTestId(`tab-panel-${tab}`)).toBeVisible();
}

/** Save, then reload: what follows reads the estate as the server kept it. */
async function savedAndReloaded(page: Page) {
  await saveEstate(page);
  await page.reload();
}

test.describe('phone, 375 x 812', () => {
  test.use({ viewport: PHONE });

  test('a new user starts an estate, and Save creates the account that keeps it', async ({ page }) => {
    await page.goto('/estate/new/Decedent?created=u');
    await page.getByTestId('dec-name').fill('Harold Quinn');
    await typeDate(page, 'dec-death-date', '8/1/2026');
    await fits(page, 'new estate decedent');

    await page.getByTestId('save-button').click();
    await expect(page.getByTestId('signup-name')).toBeVisible();
    await fits(page, 'create account dialog');
    await page.getByTestId('signup-name').fill('Nora Quinn');
    await page.getByTestId('signup-email').fill(uniqueEmail('phone'));
    await page.getByTestId('signup-password').fill(PASSWORD);
    await page.getByTestId('signup-label').fill(`Dad ${Date.now()}`);
    await page.getByTestId('signup-submit').click();
    await expect(page).toHaveURL(/\/estate\/(?!new)[a-z0-9_]+\/Decedent/);
    await page.reload();
    await expect(page.getByTestId('dec-name')).toHaveValue('Harold Quinn');
  });

  test('an asset, a debt and an heir through their dialogs, kept by Save', async ({ page, baseURL }) => {
    await phoneEstate(page, baseURL, {}, 'Assets');
    await fits(page, 'Assets');
    await page.getByTestId('asset-add').click();
    await dialogFits(page, 'add-asset-dialog');
    await page.getByTestId('asset-name').fill('Checking');
    await page.getByTestId('asset-type').click();
    await page.getByRole('option', { name: 'Deposit Account', exact: true }).click();
    await page.getByTestId('asset-value').fill('10,000');
    await page.getByTestId('add-asset-save').click();
    await expect(cardWith(page, 'assets', 'Checking')).toContainText('$10,000.00');

    await clickTab(page, 'Debts');
    await fits(page, 'Debts');
    await page.getByTestId('debt-add').click();
    await dialogFits(page, 'add-debt-dialog');
    await page.getByTestId('debt-name').fill('Dental bill');
    await page.getByTestId('debt-type').click();
    await page.getByRole('option', { name: 'Medical' }).click();
    await page.getByTestId('debt-value').fill('1,200.50');
    await page.getByTestId('add-debt-save').click();
    await expect(cardWith(page, 'debts', 'Dental bill')).toContainText('$1,200.50');

    await clickTab(page, 'Heirs');
    await fits(page, 'Heirs');
    await page.getByTestId('heir-add').click();
    await dialogFits(page, 'add-heir-dialog');
    await page.getByTestId('heir-name').fill('Ann Quinn');
    await page.getByTestId('add-heir-save').click();
    await expect(cardWith(page, 'heirs', 'Ann Quinn')).toBeVisible();

    await savedAndReloaded(page);
    for (const [tab, gridId, text, figure] of [
      ['Assets', 'assets', 'Checking', '$10,000.00'],
      ['Debts', 'debts', 'Dental bill', '$1,200.50'],
      ['Heirs', 'heirs', 'Ann Quinn', ''],
    ] as const) {
      await clickTab(page, tab);
      await expect(cardWith(page, gridId, text), tab).toContainText(figure);
    }
  });

  test('a transaction and a distribution through their dialogs, kept by Save', async ({ page, baseURL }) => {
    await phoneEstate(page, baseURL, { assets: [CHECKING], heirs: [ANN] }, 'Cashflow');
    await fits(page, 'Cashflow');
    await page.getByTestId('cash-new').click();
    await dialogFits(page, 'txact-dialog');
    await pick(page, 'txact-asset', 'Checking');
    await page.getByTestId('txact-kind').getByText('Deposit', { exact: true }).click();
    await pick(page, 'txact-cat', /^Interest$/);
    await typeDate(page, 'txact-date', '8/20/2026');
    await page.getByTestId('txact-amount').fill('20');
    await page.getByTestId('txact-name').fill('Bank interest');
    await page.getByTestId('txact-save').click();
    await expect(cardWith(page, 'cashflow', 'Bank interest')).toContainText('$20.00');

    await clickTab(page, 'Distributions');
    await fits(page, 'Distributions');
    await page.getByTestId('distrib-new').click();
    await dialogFits(page, 'distrib-dialog');
    await pick(page, 'distrib-asset', 'Checking');
    await typeDate(page, 'distrib-date', '8/25/2026');
    await pick(page, 'distrib-heir-0', 'Ann Quinn');
    await pick(page, 'distrib-type-0', 'Entire Asset');
    await page.getByTestId('distrib-save').click();
    await expect(cardWith(page, 'distributions', 'Ann Quinn')).toBeVisible();

    await savedAndReloaded(page);
    await clickTab(page, 'Assets');
    await expect(cardWith(page, 'assets', 'Checking')).toContainText('Distribute'); // given whole: nothing left
    await clickTab(page, 'Cashflow');
    await pick(page, 'cash-asset', 'Checking'); // it opens on the estate's account
    await expect(cardWith(page, 'cashflow', 'Bank interest')).toContainText('$20.00');
    await clickTab(page, 'Distributions');
    await expect(cardWith(page, 'distributions', 'Ann Quinn')).toBeVisible();
    await clickTab(page, 'Overview');
    await expect(page.getByTestId('fig-distributed')).toHaveText('$10,020.00');
  });

  test("an executor's expense, owed while unpaid: its Debts card opens it", async ({ page, baseURL }) => {
    await phoneEstate(page, baseURL, { assets: [CHECKING], debts: [DENTAL] }, 'Executor');
    await fits(page, 'Executor');
    await page.getByTestId('executor-tables').getByRole('tab', { name: 'Expenses' }).click();
    await fits(page, 'Executor expenses');
    await page.getByTestId('expense-add').click();
    await dialogFits(page, 'add-expense-dialog');
    await page.getByTestId('expense-name').fill('Postage');
    await page.getByTestId('expense-amount').fill('12.40');
    await page.getByTestId('add-expense-save').click();
    await expect(cardWith(page, 'exec-expenses', 'Postage')).toContainText('$12.40');

    await clickTab(page, 'Debts');
    const owed = cardWith(page, 'debts', 'Postage');
    await expect(owed).toContainText('Executor Expense');
    await owed.getByRole('button').first().click();
    await expect(page).toHaveURL(/\/Executor\?table=Executor(\+|%20)Expenses&itemId=-?\d+/);
    await expect(
      cardWith(page, 'exec-expenses', 'Postage').getByRole('checkbox', { name: 'Select Postage' }),
    ).toBeChecked();

    await savedAndReloaded(page);
    await clickTab(page, 'Executor');
    await page.getByTestId('executor-tables').getByRole('tab', { name: 'Expenses' }).click();
    await expect(cardWith(page, 'exec-expenses', 'Postage')).toContainText('$12.40');
    await clickTab(page, 'Overview');
    await expect(page.getByTestId('fig-debts')).toHaveText('$1,212.90'); // the bill and the unpaid expense
  });

  test('the Overview, Tasks and Docs of an own estate fit', async ({ page, baseURL }) => {
    await phoneEstate(page, baseURL, { assets: [CHECKING], debts: [DENTAL], heirs: [ANN] }, 'Overview');
    for (const tab of ['Overview', 'Tasks', 'Docs']) {
      await clickTab(page, tab);
      await fits(page, tab);
    }
  });

  test('help and Columns popovers stay inside the phone', async ({ page }) => {
    await page.goto('/estate/sample/Cashflow');
    await expect(page.getByTestId('tab-panel-Cashflow')).toBeVisible();
    await page.getByTestId('tab-help').click();
    await expect(page.getByText(/^Every movement of money/)).toBeVisible();
    await fits(page, 'help popover');
    await page.getByTestId('tab-help').click();
    await expect(page.getByText(/^Every movement of money/)).toBeHidden();
    await page.getByRole('button', { name: 'Columns' }).click();
    await expect(page.getByTestId('column-menu')).toBeVisible();
    await fits(page, 'columns menu');
  });
});

test.describe('tablet, 768 x 1024', () => {
  test.use({ viewport: TABLET });

  // two tests of five tabs each (a test per tab would spend more on opening browsers than on the tabs)
  for (const tabs of [ESTATE_TABS.slice(0, 5), ESTATE_TABS.slice(5)]) {
    test(`the Sample estate's ${tabs.join(', ')} fit, each with its tab in view`, async ({ page }) => {
      // the first tab loaded, the others clicked in the tab bar as a user moves (booting the app per tab cost most
      // of the test)
      await page.goto(`/estate/sample/${tabs[0]}`);
      for (const tab of tabs) {
        if (tab === tabs[0]) await expect(page.getByTestId(`tab-panel-${tab}`)).toBeVisible();
        else await clickTab(page, tab);
        await expect(page.getByTestId(`tab-${tab}`)).toBeInViewport({ ratio: 0.95 });
        await fits(page, `sample ${tab}`);
      }
    });
  }

  test("the Sample estate's Executor Expenses and Time Log fit", async ({ page }) => {
    await page.goto('/estate/sample/Executor');
    for (const [sub, gridId] of [
      ['Expenses', 'exec-expenses'],
      ['Time Log', 'exec-log'],
    ]) {
      await page.getByTestId('executor-tables').getByRole('tab', { name: sub }).click();
      // the table's code may still be on its way: axe waits for its grid (once checked the one before it)
      await gridShown(page, gridId);
      await fits(page, `sample Executor ${sub}`);
    }
  });
});
