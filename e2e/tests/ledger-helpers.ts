// Shared steps of the ledger browser tests (Cashflow, Heirs, Distributions, Executor tables, Overview).
import type { Locator, Page } from '@playwright/test';

export const SHOTS = '/tmp/ledger-shots';
export {
  cellText,
  editCell,
  fullOf,
  grid,
  makeEstate,
  rowByName,
  saveEstate,
  selectRow,
  signUp,
} from './inventory-helpers';

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

export const figure = (page: Page, id: string) => page.getByTestId(`fig-${id}`);

export async function answer(page: Page, code: string, yes = true): Promise<void> {
  await page.getByTestId(`confirm-${code}-${yes ? 'yes' : 'no'}`).click();
}

export const base = (extra: Record<string, unknown> = {}) => ({
  meta: {
    label: `Ledger ${Math.random().toString(36).slice(2, 8)}`,
    country_code: 'us',
    state: 'GA',
    state_exec: 'NJ',
  },
  dec: { name: 'Harold Brooks', death_date: '2026-08-01' },
  ...extra,
});

/** Double-clicks the cell of column `col` in the row at `index` (centre part), types and commits with Enter. */
export async function editAt(g: Locator, index: number, col: string, value: string): Promise<void> {
  await g.locator(`.ag-center-cols-container .ag-row[row-index="${index}"] [col-id="${col}"]`).dblclick();
  const input = g.locator('.ag-cell-inline-editing input, .ag-popup-editor input').first();
  await input.fill(value);
  await input.press('Enter');
}

/** Picks an enum cell value: double-click opens the select editor, then the option. */
export async function pickAt(g: Locator, index: number, col: string, label: string): Promise<void> {
  await g.locator(`.ag-center-cols-container .ag-row[row-index="${index}"] [col-id="${col}"]`).dblclick();
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
