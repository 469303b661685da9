// biome-ignore-all lint/performance/useDomNodeTextContent: innerText here is what the user sees (Playwright and the page), on purpose.
/**
 * Drives the demo page in headless Chromium as a user would and checks every grid feature.
 * Start the page first (vite preview or dev on 5174), then: npx tsx apps/web/src/components/grid/demo/drive.ts
 * Screenshots and the exported PDF go to /tmp/grid-shots/. Exits 1 when a check fails.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { alertText, cell, check, countText, open, result, row, SHOTS, shot } from './drive-lib.ts';
import {
  columnsAndPersistence,
  deleting,
  editing,
  filters,
  rerenderStorm,
  selectionAndActions,
} from './drive-steps.ts';

async function pdfExport(p: Page) {
  await p.getByLabel('Filter rows').fill('Vehicle');
  await p.waitForFunction(() => /of 1,999 rows/.test(document.body.innerText));
  await p.locator('.ag-header-cell[col-id="value"] .ag-header-cell-label').click(); // sort ascending
  const b64 = await p.evaluate(async () => {
    const blob = await window.__grid?.exportPdf();
    const bytes = new Uint8Array(await (blob as Blob).arrayBuffer());
    let s = '';
    for (const b of bytes) s += String.fromCharCode(b);
    return btoa(s);
  });
  writeFileSync(`${SHOTS}/export.pdf`, Buffer.from(b64, 'base64'));
  const text = execFileSync('pdftotext', ['-layout', `${SHOTS}/export.pdf`, '-']).toString();
  const pages = Number(
    /Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [`${SHOTS}/export.pdf`]).toString())?.[1],
  );
  const size = /Page size:\s+([\d.]+) x ([\d.]+)/.exec(
    execFileSync('pdfinfo', [`${SHOTS}/export.pdf`]).toString(),
  );
  check('PDF is landscape letter', size?.[1] === '792' && size?.[2] === '612', size?.slice(1));
  const title =
    'Assets - Estate of Jane Q. Example - every item the estate owns, as the demo grid shows it today';
  const cut = `${title.slice(0, 77).trimEnd()}...`;
  check('PDF header cut to 80 characters', text.includes(cut) && !text.includes(title), cut);
  check('PDF footer Page 1 of N', text.includes(`Page 1 of ${pages}`) && pages > 1, `${pages} pages`);
  check('PDF shows only filtered rows', text.includes('Vehicle') && !text.includes('Real Estate'));
  check('PDF leaves hidden columns out', !text.includes('Notes') && text.includes('Cost Basis'));
  check('PDF dates dd-Mon-yyyy', /\d{2}-[A-Z][a-z]{2}-\d{4}/.test(text));
  const firstMoney = /\$[\d,]+\.\d{2}/.exec(text)?.[0];
  check('PDF follows the grid sort (smallest value first)', firstMoney === '$633.52', firstMoney);
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '60',
    '-f',
    '1',
    '-l',
    '1',
    `${SHOTS}/export.pdf`,
    `${SHOTS}/export-page`,
  ]);
  const download = p.waitForEvent('download');
  await p.getByRole('button', { name: 'PDF' }).click();
  check('PDF button downloads a file', (await download).suggestedFilename().endsWith('.pdf'));
}

async function readOnlyAndPreselect(p: Page) {
  await open(p, '?readonly=1');
  await p.locator(cell(2, 'value')).dblclick();
  check('read-only: no editor opens', (await p.locator('.ag-cell-inline-editing').count()) === 0);
  check('read-only: says why', (await alertText(p)).includes('You do not have permission to make changes'));
  check('read-only: no Delete button', (await p.getByRole('button', { name: 'Delete' }).count()) === 0);
  await shot(p, '08-read-only');
  const ms = await open(p, '?itemId=1500');
  await p.waitForSelector(`${row(1500)}.ag-row-selected`);
  check('itemId row selected and scrolled into view', await p.locator(row(1500)).isVisible());
  const focusedRow = () =>
    p.evaluate(() => document.activeElement?.closest('.ag-row')?.getAttribute('row-id'));
  await p.waitForFunction(
    () => document.activeElement?.closest('.ag-row')?.getAttribute('row-id') === '1500',
  );
  check('itemId row has keyboard focus', (await focusedRow()) === '1500');
  await p.keyboard.press('ArrowDown');
  check('arrow keys move on from the preselected row', (await focusedRow()) === '1501');
  await shot(p, '09-item-preselect');
  check('2000 rows open in under 5 s (page load included)', ms < 5000, ms);
  await open(p, '?pdf=1&user=pdf-user');
  await p.waitForFunction(() =>
    /pdf /.test(document.querySelector('[data-testid=status]')?.textContent ?? ''),
  );
  check(
    'onReady can export a PDF (the ?pdf flow)',
    (await p.getByTestId('status').innerText()) === 'pdf application/pdf ok',
  );
  check(
    'renderCell draws custom content',
    (await p.locator(`${cell(1, 'notes')} i.demo-note`).count()) === 1,
  );
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 }, acceptDownloads: true });
  page.on('pageerror', (e) => check('no page error', false, e.message));
  const ms = await open(page);
  check('first open shows 2,000 rows', (await countText(page)) === '2,000 rows', ms);
  const ready = await page.evaluate(() => Math.round(window.__readyMs ?? -1));
  check('script start to first grid rows drawn under 4 s (shared machine)', ready > 0 && ready < 4000, ready);
  await shot(page, '01-initial');
  for (const step of [
    columnsAndPersistence,
    filters,
    selectionAndActions,
    editing,
    rerenderStorm,
    deleting,
    pdfExport,
  ]) {
    await step(page);
  }
  await readOnlyAndPreselect(page);
} finally {
  await browser.close();
}
console.log(result.failures ? `${result.failures} check(s) failed` : 'all checks passed');
process.exit(result.failures ? 1 : 0);
