// biome-ignore-all lint/performance/useDomNodeTextContent: innerText here is what the user sees (Playwright and the page), on purpose.
/** Helpers for the demo driver: checks, selectors and user gestures on the demo grid. */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';

export const BASE = process.env.GRID_DEMO_URL ?? 'http://localhost:5174/';
export const SHOTS = '/tmp/grid-shots';
mkdirSync(SHOTS, { recursive: true });

export const result = { failures: 0 };
export function check(name: string, ok: boolean, detail: unknown = '') {
  if (!ok) result.failures++;
  // Timings (numbers) are always printed; other details only on failure.
  const shown =
    typeof detail === 'number'
      ? ` (${detail} ms)`
      : ok || detail === ''
        ? ''
        : ` -> ${JSON.stringify(detail)}`;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${shown}`);
}

export const row = (id: number) => `.ag-center-cols-container .ag-row[row-id="${id}"]`;
export const cell = (id: number, col: string) => `${row(id)} [col-id="${col}"]`;
export const checkbox = (id: number) =>
  `.ag-pinned-left-cols-container .ag-row[row-id="${id}"] input[type=checkbox]`;
export const cellText = (p: Page, id: number, col: string) => p.locator(cell(id, col)).innerText();
/** Cell text once it equals `expected` (React redraws after the edit event), or whatever it is after 3 s. */
export async function waitCellText(p: Page, id: number, col: string, expected: string): Promise<string> {
  const sel = cell(id, col);
  await p
    .waitForFunction(
      ([s, e]) => (document.querySelector(s) as HTMLElement | null)?.innerText === e,
      [sel, expected],
      {
        timeout: 3000,
      },
    )
    .catch(() => undefined);
  return p.locator(sel).innerText();
}
export const grid = (p: Page) => p.locator('[data-grid-id="demo"]');
export const countText = (p: Page) =>
  grid(p)
    .getByText(/\d rows/)
    .first()
    .innerText();
/** The grid's message bar text; waits briefly because React paints it after the edit event. */
export async function alertText(p: Page): Promise<string> {
  const alert = p.getByRole('alert');
  await alert.waitFor({ timeout: 2000 }).catch(() => undefined);
  return (await alert.count()) ? alert.innerText() : '';
}
export const shot = (p: Page, name: string) => p.screenshot({ path: `${SHOTS}/${name}.png` });

/** Load the demo; returns ms from navigation start to the first drawn grid row (measured in the page). */
export async function open(p: Page, query = '') {
  await p.goto(`${BASE}${query}`);
  await p.waitForSelector('.ag-center-cols-container .ag-row');
  return Math.round(await p.evaluate(() => performance.now()));
}

export async function editCell(p: Page, id: number, col: string, text: string) {
  await p.locator(cell(id, col)).dblclick();
  const input = p.locator(`${cell(id, col)} input`);
  await input.fill(text);
  await input.press('Enter');
}
