// biome-ignore-all lint/performance/useDomNodeTextContent: innerText here is what the user sees (Playwright and the page), on purpose.
/** Driver steps: columns, filters, selection, editing, re-render check, delete. */
import type { Page } from 'playwright-core';
import {
  alertText,
  cell,
  check,
  checkbox,
  countText,
  editCell,
  grid,
  open,
  row,
  shot,
  waitCellText,
} from './drive-lib.ts';

export async function columnsAndPersistence(p: Page) {
  await p.getByRole('button', { name: 'Columns' }).click();
  await p.getByRole('checkbox', { name: 'Notes' }).uncheck();
  await p.getByRole('checkbox', { name: 'Cost Basis' }).check();
  await shot(p, '02-columns-menu');
  await p.keyboard.press('Escape');
  check(
    'hidden column leaves the header',
    (await p.locator('.ag-header-cell[col-id="notes"]').count()) === 0,
  );
  await open(p);
  check(
    'hidden column stays hidden after reload',
    (await p.locator('.ag-header-cell[col-id="notes"]').count()) === 0,
  );
  check(
    'shown default-hidden column stays shown',
    (await p.locator('.ag-header-cell[col-id="basis"]').count()) === 1,
  );
  const fit = await p.evaluate(() => {
    const cols = [...document.querySelectorAll('.ag-header-cell')].map(
      (h) => h.getBoundingClientRect().width,
    );
    const value =
      document.querySelector('.ag-header-cell[col-id="value"]')?.getBoundingClientRect().width ?? 0;
    const body = document.querySelector('.ag-body-viewport')?.clientWidth ?? 0;
    return { sum: Math.round(cols.reduce((a, w) => a + w, 0)), body, value: Math.round(value) };
  });
  check('columns fill the grid without a horizontal scroll', fit.sum <= fit.body + 1, fit);
  check('value columns are 10% of the grid wide', Math.abs(fit.value - fit.body / 10) <= 6, fit);
  const key = await p.evaluate(() => Object.keys(localStorage).find((k) => k.startsWith('probity.grid')));
  check('state stored per user and grid', key === 'probity.grid.v1.demo-user.demo', key);
  await open(p, '?user=someone-else');
  check(
    'another user keeps the defaults',
    (await p.locator('.ag-header-cell[col-id="notes"]').count()) === 1,
  );
  await open(p);
}

export async function filters(p: Page) {
  const t0 = Date.now();
  await p.getByLabel('Filter rows').fill('Real Estate');
  await p.waitForFunction(() => /400 of 2,000 rows/.test(document.body.innerText));
  check('quick filter over 2000 rows answers in under 2 s', Date.now() - t0 < 2000, Date.now() - t0);
  check(
    'quick filter matches the enum label',
    (await countText(p)).startsWith('400 of 2,000'),
    await countText(p),
  );
  await p.getByLabel('Filter rows').fill('15-Mar-2014');
  await p.waitForFunction(
    () => /of 2,000 rows/.test(document.body.innerText) && !/400 of/.test(document.body.innerText),
  );
  check(
    'quick filter matches the shown date',
    (await waitCellText(p, 15, 'acquired', '15-Mar-2014')) === '15-Mar-2014',
  );
  await p.getByRole('button', { name: 'Clear filter text' }).click();
  await p.locator('.ag-header-cell[col-id="kind"] .ag-header-cell-filter-button').click();
  await p.locator('.ag-filter input[type=text]').first().fill('Vehicle');
  await p.waitForFunction(() => /400 of 2,000 rows/.test(document.body.innerText));
  check('column filter on Type', (await countText(p)).startsWith('400 of 2,000'));
  await p.waitForTimeout(500); // rows animate into place
  await shot(p, '03-filter');
  await p.keyboard.press('Escape');
  await p.getByRole('button', { name: 'Clear filters' }).click();
  await p.waitForFunction(
    () => /\b2,000 rows/.test(document.body.innerText) && !/of 2,000/.test(document.body.innerText),
  );
  check('Clear filters shows every row again', (await countText(p)) === '2,000 rows');
  // Money filter in the user's dollars, compared in cents: value > $150,000 holds for ids 1895..2000.
  await p.locator('.ag-header-cell[col-id="value"] .ag-header-cell-filter-button').click();
  await p.locator('.ag-filter .ag-picker-field-wrapper').first().click();
  await p.locator('.ag-select-list').getByText('Greater than', { exact: true }).click();
  await p.locator('.ag-filter input[type=text]').first().fill('$150,000');
  await p
    .waitForFunction(() => /106 of 2,000 rows/.test(document.body.innerText), null, { timeout: 5000 })
    .catch(() => 0);
  check(
    'money column filter takes dollars',
    (await countText(p)).startsWith('106 of 2,000'),
    await countText(p),
  );
  await p.keyboard.press('Escape');
  await p.getByRole('button', { name: 'Clear filters' }).click();
  await p.waitForFunction(() => !/of 2,000/.test(document.body.innerText));
}

export async function selectionAndActions(p: Page) {
  await p.getByRole('button', { name: 'Sell' }).click();
  check(
    'action without selection asks for one',
    (await alertText(p)).includes('First select an item by clicking'),
  );
  await shot(p, '04-need-selection');
  await p.locator(checkbox(3)).check();
  await p.locator(checkbox(8)).check();
  check('checkmarks select rows', (await p.getByTestId('status').innerText()) === 'selected 2');
  check('a checkmark clears the select-first reminder', (await p.getByRole('alert').count()) === 0);
  await p.getByRole('button', { name: 'Sell' }).click();
  check(
    'action receives the selected rows',
    (await p.getByTestId('status').innerText()) === 'Sell Car 3, Boat 8',
  );
  await p.locator(cell(13, 'name')).click();
  check(
    'clicking a cell does not change the selection',
    (await p.getByTestId('status').innerText()).startsWith('Sell'),
  );
}

export async function editing(p: Page) {
  await editCell(p, 3, 'value', '$2,500.75');
  await p.waitForFunction(() => (window.__edits?.length ?? 0) > 0);
  check('money edit shows the new amount', (await waitCellText(p, 3, 'value', '$2,500.75')) === '$2,500.75');
  const edits = await p.evaluate(() => window.__edits);
  check('money edit reaches onCellEdit in cents', edits?.at(-1)?.value === 250075, edits);
  await editCell(p, 3, 'value', '-5');
  check(
    'negative amount refused with message',
    (await alertText(p)).includes('Enter zero or more.'),
    await alertText(p),
  );
  check('refused edit reverts the cell', (await waitCellText(p, 3, 'value', '$2,500.75')) === '$2,500.75');
  await shot(p, '05-edit-refused');
  await editCell(p, 3, 'share', '12.3456');
  check('percent with 4 decimals refused', (await alertText(p)).includes('at most 3 decimals'));
  await editCell(p, 3, 'share', '12.345%');
  await p.waitForFunction(() => window.__edits?.at(-1)?.value === 12345);
  check('percent edit stored in thousandths', (await waitCellText(p, 3, 'share', '12.345%')) === '12.345%');
  await editCell(p, 3, 'acquired', '3-5-26');
  await p.waitForFunction(() => window.__edits?.at(-1)?.value === '2026-03-05');
  check(
    'date m-d-yy accepted and shown dd-Mon-yyyy',
    (await waitCellText(p, 3, 'acquired', '05-Mar-2026')) === '05-Mar-2026',
  );
  await editCell(p, 3, 'acquired', '2/30/2026');
  check('impossible date refused', (await alertText(p)).includes('month/day/year'));
  await p.locator(`${cell(2, 'probate')} input[type=checkbox]`).click();
  await p.waitForFunction(() => window.__edits?.at(-1)?.field === 'probate');
  const probate = await p.evaluate(() => window.__edits?.at(-1));
  check('checkbox cell edit sends a boolean', probate?.id === 2 && probate.value === true, probate);
  await p.locator(cell(3, 'kind')).dblclick();
  await p.locator(`${cell(3, 'kind')} .ag-picker-field-wrapper`).click();
  await p.locator('.ag-select-list').getByText('Investment', { exact: true }).click();
  await p.waitForFunction(() => window.__edits?.at(-1)?.field === 'kind');
  const kind = await p.evaluate(() => window.__edits?.at(-1));
  check('enum cell edit sends the option id', kind?.value === 'inv', kind);
  check('enum cell shows the label', (await waitCellText(p, 3, 'kind', 'Investment')) === 'Investment');
  await editCell(p, 3, 'name', 'House 2');
  check('onCellEdit refusal shown', (await alertText(p)).includes('Each item must have a unique name'));
  check('onCellEdit refusal reverts', (await waitCellText(p, 3, 'name', 'Car 3')) === 'Car 3');
  await editCell(p, 3, 'name', 'x'.repeat(501));
  check('text over 500 characters refused', (await alertText(p)).includes('500 characters'));
  // Keyboard: arrow to the next row, Enter edits, Enter commits; Space toggles the row's checkmark.
  await p.locator(cell(3, 'name')).click();
  await p.keyboard.press('ArrowDown');
  await p.keyboard.press('Enter');
  await p.keyboard.press('Control+A');
  await p.keyboard.type('Renamed by keyboard');
  await p.keyboard.press('Enter');
  await p.waitForFunction(() => window.__edits?.at(-1)?.value === 'Renamed by keyboard');
  check(
    'keyboard edit lands on the row below',
    (await waitCellText(p, 4, 'name', 'Renamed by keyboard')) === 'Renamed by keyboard',
  );
  await p.keyboard.press('Space');
  check('Space toggles the focused row checkmark', await p.locator(checkbox(4)).isChecked());
  await shot(p, '06-edited');
}

export async function rerenderStorm(p: Page) {
  // Edit one row and check the other rows' DOM survived (getRowId + immutable rows: only that row redraws).
  await p.evaluate(() => {
    for (const el of document.querySelectorAll('.ag-center-cols-container .ag-row'))
      (el as HTMLElement).dataset.mark = '1';
  });
  const t0 = Date.now();
  await editCell(p, 5, 'value', '77');
  await p.waitForFunction(() => window.__edits?.at(-1)?.value === 7700);
  const ms = Date.now() - t0;
  const kept = await p.evaluate(() => {
    const rows = [...document.querySelectorAll('.ag-center-cols-container .ag-row')] as HTMLElement[];
    return { total: rows.length, marked: rows.filter((r) => r.dataset.mark === '1').length };
  });
  check('an edit keeps every rendered row element', kept.marked === kept.total, kept);
  check('an edit round trip takes under 1.5 s (including typing)', ms < 1500, ms);
}

export async function deleting(p: Page) {
  for (const id of [3, 4, 8]) await p.locator(checkbox(id)).uncheck();
  await p.locator(checkbox(6)).check();
  await grid(p).getByRole('button', { name: 'Delete' }).click();
  const dialog = p.getByRole('dialog');
  await dialog.waitFor();
  check('delete asks for confirmation', (await dialog.innerText()).includes('Delete the selected items?'));
  await p.waitForTimeout(400); // let the modal finish fading in before the screenshot
  await shot(p, '07-delete-confirm');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  check('cancel keeps the rows', (await p.locator(row(6)).count()) === 1);
  await grid(p).getByRole('button', { name: 'Delete' }).click();
  await p.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await p.waitForFunction(() => /1,999 rows/.test(document.body.innerText));
  await p
    .locator(row(6))
    .waitFor({ state: 'detached', timeout: 3000 })
    .catch(() => undefined); // row animates out
  check('confirmed delete removes the selected rows', (await p.locator(row(6)).count()) === 0);
  const deleted = await p.evaluate(() => window.__deleted);
  check('onDelete received the selected id', JSON.stringify(deleted) === '[6]', deleted);
}
