// Shared steps of the ledger browser tests (Cashflow, Heirs, Distributions, Executor tables, Overview).
import { expect, type Locator, type Page, test as playwrightTest } from './fixtures';
import { estateBody, signUp } from './inventory-helpers';

export const SHOTS = '/tmp/ledger-shots';
export {
  cellText,
  editCell,
  fullOf,
  grid,
  makeEstate,
  openEstate,
  openGrid,
  rowByName,
  saveEstate,
  selectRow,
  signUp,
} from './inventory-helpers';

/** The `test` of the ledger specs that edit their own estates: every test starts signed in (see signUp). */
export const test = playwrightTest.extend<{ signedIn: undefined }>({
  signedIn: [
    async ({ page, baseURL }, use) => {
      await signUp(page, baseURL, 'ledger');
      await use(undefined);
    },
    { auto: true },
  ],
});

/** Clicks the toolbar's Delete and accepts the confirmation. */
export async function deleteSelected(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog') // the confirmation, not the toolbar's Delete still under it while the modal opens
    .getByRole('button', { name: /^(Delete|Yes|OK)$/ })
    .last()
    .click();
}

/** Picks an option of a Mantine Select by its test id and the option's label. */
export async function pick(page: Page, testId: string, label: string | RegExp): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: label }).first().click();
}

/** Types a date into a DateInput and commits it (blur). */
export async function typeDate(page: Page, testId: string, mdY: string): Promise<void> {
  const input = page.getByTestId(testId);
  await input.fill(mdY);
  await input.blur();
}

/** The grid row (centre part) whose cell in column `col` has this text. */
export function rowBy(g: Locator, col: string, text: string): Locator {
  return g
    .locator('.ag-center-cols-container .ag-row')
    .filter({ has: g.page().locator(`[col-id="${col}"]`, { hasText: text }) });
}

/** Ticks the checkmark of the first row whose `col` cell has this text. */
export async function selectBy(g: Locator, col: string, text: string): Promise<void> {
  const index = await rowBy(g, col, text).first().getAttribute('row-index');
  await g
    .locator(`.ag-pinned-left-cols-container .ag-row[row-index="${index}"] input[type="checkbox"]`)
    .check();
}

/** Adds an heir through the Add heir dialog (name, and a share of the residue in percent if given). */
export async function addHeirByDialog(page: Page, name: string, percent?: string): Promise<void> {
  await page.getByTestId('heir-add').click();
  await page.getByTestId('heir-name').fill(name);
  if (percent !== undefined) await page.getByTestId('heir-percent').fill(percent);
  await page.getByTestId('add-heir-save').click();
  await expect(page.getByTestId('add-heir-dialog')).toBeHidden();
}

export const figure = (page: Page, id: string) => page.getByTestId(`fig-${id}`);

export async function answer(page: Page, code: string, yes = true): Promise<void> {
  await page.getByTestId(`confirm-${code}-${yes ? 'yes' : 'no'}`).click();
}

/** An estate in Georgia, executor in New Jersey, Harold Brooks died 2026-08-01; `extra` adds parts. */
export const base = (extra: Record<string, unknown> = {}) =>
  estateBody('Ledger', 'Harold Brooks', '2026-08-01', extra, { state_exec: 'NJ' });

/** Double-clicks the cell of column `col` in the row at `index` (in whichever part draws it: money may be pinned), types and commits with Enter. */
export async function editAt(g: Locator, index: number, col: string, value: string): Promise<void> {
  await g.locator(`.ag-row[row-index="${index}"] [col-id="${col}"]`).dblclick();
  const input = g.locator('.ag-cell-inline-editing input, .ag-popup-editor input').first();
  await input.fill(value);
  await input.press('Enter');
}

/** Picks an enum cell value: double-click opens the select editor, then the option. */
export async function pickAt(g: Locator, index: number, col: string, label: string): Promise<void> {
  await g.locator(`.ag-row[row-index="${index}"] [col-id="${col}"]`).dblclick();
  const page = g.page();
  await page.locator('.ag-picker-field-wrapper').first().click();
  await page.locator('.ag-list-item').getByText(label, { exact: true }).click();
}

/** Fills and submits the transaction dialog (Cashflow). */
export async function newTxact(
  page: Page,
  o: {
    asset?: string;
    kind?: 'Deposit' | 'Withdrawal' | 'Adjustment';
    cat: string;
    item?: string;
    date?: string;
    amount: string;
    name?: string;
  },
): Promise<void> {
  await page.getByTestId('cash-new').click();
  if (o.asset) await pick(page, 'txact-asset', o.asset);
  if (o.kind) await page.getByTestId('txact-kind').getByText(o.kind, { exact: true }).click();
  await pick(page, 'txact-cat', new RegExp(`^${o.cat}$`));
  if (o.item) await pick(page, 'txact-item', o.item);
  if (o.date) await typeDate(page, 'txact-date', o.date);
  await page.getByTestId('txact-amount').fill(o.amount);
  if (o.name) await page.getByTestId('txact-name').fill(o.name);
  await page.getByTestId('txact-save').click();
}
