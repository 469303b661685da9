// Shared steps of the inventory browser tests: a signed-in owner with an estate made through the API, grid
// helpers, and a PDF check with poppler (pdftotext, pdfinfo, pdftoppm).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { type BrowserContext, expect, type Locator, type Page, test as playwrightTest } from './fixtures';

export const SHOTS = '/tmp/inventory-shots';
const H = { 'x-probity': '1' };

// One account for the whole run: sign-up is rate limited (10 a minute per address), and every test makes its own
// estates, so sharing the user changes nothing they check. Column choices live in each test's fresh localStorage.
let session: Awaited<ReturnType<BrowserContext['cookies']>> | null = null;

/** Signs the page's browser context in (the account is created on first use). */
export async function signUp(page: Page, baseURL: string | undefined, tag = 'inv'): Promise<void> {
  if (session) return page.context().addCookies(session);
  const email = `${tag}.${randomBytes(5).toString('hex')}@example.com`;
  const res = await page.request.post('/api/auth/sign-up/email', {
    headers: { ...H, origin: new URL(baseURL ?? 'http://127.0.0.1:3210').origin },
    data: { name: 'Ina Ventory', email, password: 'correct horse battery' },
  });
  expect(res.status()).toBe(200);
  session = await page.context().cookies();
}

/** Creates an estate (POST /api/estates) and answers its id and the temporary-id map. */
export async function makeEstate(
  page: Page,
  body: Record<string, unknown>,
): Promise<{ id: string; ids: Record<string, number> }> {
  const res = await page.request.post('/api/estates', { headers: H, data: body });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).payload;
}

/**
 * The body of POST /api/estates: an estate in Georgia whose decedent is `name` (died on `death`, or awaited with
 * null), labelled `tag` and a random suffix (labels are unique per owner); `meta` adds to or changes the meta
 * fields, and `extra` adds parts (a `meta` or `dec` there replaces the whole field).
 */
export function estateBody(
  tag: string,
  name: string,
  death: string | null,
  extra: Record<string, unknown> = {},
  meta: Record<string, unknown> = {},
) {
  return {
    meta: {
      label: `${tag} ${Math.random().toString(36).slice(2, 8)}`,
      country_code: 'us',
      state: 'GA',
      ...meta,
    },
    dec: { name, death_date: death },
    ...extra,
  };
}

/** Creates the estate and opens it at `path` (a tab, with any query); answers its id. */
export async function openEstate(page: Page, body: Record<string, unknown>, path: string): Promise<string> {
  const { id } = await makeEstate(page, body);
  await page.goto(`/estate/${id}/${path}`);
  return id;
}

/** Creates the estate and opens it at `path`; answers its id and the grid `gridId` shown there. */
export async function openGrid(
  page: Page,
  body: Record<string, unknown>,
  path: string,
  gridId: string,
): Promise<{ id: string; g: Locator }> {
  return { id: await openEstate(page, body, path), g: grid(page, gridId) };
}

type Opener = (
  body: Record<string, unknown>,
  path: string,
  gridId: string,
) => Promise<{ id: string; g: Locator }>;
/** The `test` of the inventory specs: `open` signs in, then creates an estate and opens its grid (see openGrid). */
export const test = playwrightTest.extend<{ open: Opener }>({
  open: async ({ page, baseURL }, use) => {
    await use(async (body, path, gridId) => {
      await signUp(page, baseURL);
      return openGrid(page, body, path, gridId);
    });
  },
});

export async function fullOf(page: Page, id: string) {
  return (await (await page.request.get(`/api/estate/${id}/full`)).json()).payload;
}

export const grid = (page: Page, id: string): Locator => page.locator(`[data-grid-id="${id}"]`);

const escapeRe = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The grid row (centre part) whose Name cell starts with this text (case-sensitive). */
export function rowByName(g: Locator, name: string): Locator {
  return g
    .locator('.ag-center-cols-container .ag-row')
    .filter({ has: g.page().locator('[col-id="name"]', { hasText: new RegExp(`^${escapeRe(name)}`) }) });
}

/** Ticks the checkmark of the row named `name` (the pinned-left selection column of the same row index). */
export async function selectRow(g: Locator, name: string, on = true): Promise<void> {
  // By row id: while rows are replaced (new ids after a save) two rows may share a row index for a moment.
  await expect(rowByName(g, name)).toHaveCount(1);
  const id = await rowByName(g, name).getAttribute('row-id');
  const box = g.locator(`.ag-pinned-left-cols-container .ag-row[row-id="${id}"] input[type="checkbox"]`);
  await (on ? box.check() : box.uncheck());
}

/** Double-clicks a cell, types a value and commits it with Enter. */
export async function editCell(g: Locator, name: string, col: string, value: string): Promise<void> {
  await cellText(g, name, col).dblclick();
  const input = g.locator('.ag-cell-inline-editing input, .ag-popup-editor input').first();
  await input.fill(value);
  await input.press('Enter');
}

/** An XPath string literal for `t` (a name may hold an apostrophe). */
const xpathText = (t: string) => (t.includes("'") ? `"${t}"` : `'${t}'`);
const hasClass = (c: string) => `contains(concat(' ', @class, ' '), ' ${c} ')`;

/**
 * The cell of column `col` in the row named `name`, in whichever part of the grid draws it: a grid wider than its
 * box pins its money columns right (column-defs.ts), and a pinned part draws the row again under the same row-id.
 * XPath is the one locator that can match a row in one part by the row-id of a row in another.
 */
export function cellText(g: Locator, name: string, col: string): Locator {
  const named = `ancestor::*[@data-grid-id][1]//div[${hasClass('ag-center-cols-container')}]//div[${hasClass('ag-row')}][.//*[@col-id='name'][starts-with(normalize-space(.), ${xpathText(name)})]]/@row-id`;
  return g
    .locator(`xpath=.//div[${hasClass('ag-row')}][@row-id = ${named}]//*[@col-id=${xpathText(col)}]`)
    .first();
}

export async function saveEstate(page: Page): Promise<void> {
  const saved = page.waitForResponse((r) => r.url().endsWith('/save') && r.request().method() === 'POST');
  await page.getByTestId('save-button').click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByTestId('revert-button')).toBeDisabled();
}

/** Answers the grid's delete confirmation with Delete. */
export async function confirmDelete(page: Page): Promise<void> {
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
}

/** Text and page count of a PDF, and a PNG of its first page for looking at. */
export function checkPdf(path: string, shot: string): { text: string; pages: number } {
  const text = execFileSync('pdftotext', ['-layout', path, '-']).toString();
  const info = execFileSync('pdfinfo', [path]).toString();
  const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1] ?? 0);
  // pdftoppm makes no folders; on a fresh machine whichever spec runs first may be this one
  mkdirSync(SHOTS, { recursive: true });
  execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', path, `${SHOTS}/${shot}`]);
  return { text, pages };
}

/** Opens an enum cell's select editor, highlights the option with this label and commits it with Enter. */
export async function pickEnum(g: Locator, name: string, col: string, label: string): Promise<void> {
  await cellText(g, name, col).dblclick();
  const page = g.page();
  await page.locator('.ag-cell-inline-editing .ag-picker-field-wrapper').first().click();
  const active = page.locator('.ag-select-list .ag-active-item');
  await expect(active).toBeVisible();
  // The option under the pointer takes the highlight (a keyboard walk down the list lost it to the pointer once
  // the list scrolled under it, in CI): rest the pointer on the wanted option, then commit it with Enter.
  await page.locator('.ag-select-list').getByRole('option', { name: label, exact: true }).hover();
  await expect(active).toHaveText(label);
  await page.keyboard.press('Enter');
}
