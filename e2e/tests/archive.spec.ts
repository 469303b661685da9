// The estate archive (issue 41) as a user meets it: Download Everything on the Overview gives one .probity file;
// Import an estate on the home page turns it into a new estate with the same figures; a file that is not an
// archive is refused in the server's words; the Sample and a phone.
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expectNothingCutOff, expectTargetsBigEnough } from './clipping';
import { expect, type Page } from './fixtures';
import { base, figure, makeEstate, test } from './ledger-helpers';
import { animationsDone, PHONE, pageAxeClean } from './support';

const FIGURES = ['value-death', 'remaining', 'debts-death', 'debts'];

const estate = () =>
  base({
    assets: [
      { id: -1, name: 'Checking', i_type: 14, val_death: 250_000 },
      { id: -2, name: 'House on Elm Street', i_type: 6, val_death: 31_500_000 },
    ],
    debts: [{ id: -3, name: 'Visa card', i_type: 1, val_death: 45_050 }],
    txacts: [{ id: -4, asset: -1, cat: 1, i_type: 0, val: 12_345, date: '2026-09-01', name: 'Pension' }],
  });

const figuresOf = (page: Page) => Promise.all(FIGURES.map((f) => figure(page, f).textContent()));

/** Download Everything on the estate's Overview; the saved file's path and the name the browser was given. */
async function downloadEverything(page: Page, id: string) {
  await page.goto(`/estate/${id}/Overview`);
  await expect(figure(page, 'remaining')).toContainText('$');
  const download = page.waitForEvent('download');
  await page.getByTestId('action-Download-Everything').click();
  const file = await download;
  const saved = path.join(os.tmpdir(), `${id}-${file.suggestedFilename()}`);
  await file.saveAs(saved);
  return { saved, name: file.suggestedFilename() };
}

/** Import an estate on the home page, choosing `file` in the browser's file chooser. */
async function importFile(page: Page, file: string) {
  await page.goto('/');
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('import-estate-button').click();
  await (await chooser).setFiles(file);
}

test('Download Everything, then Import an estate: a new estate with the same figures, at 1280 px', async ({
  page,
}) => {
  const { id } = await makeEstate(page, estate());
  const { saved, name } = await downloadEverything(page, id);
  expect(name).toMatch(/^Ledger \w+ \d{4}-\d{2}-\d{2}\.probity$/);
  expect(readFileSync(saved).subarray(0, 2).toString()).toBe('PK');
  const before = await figuresOf(page);
  expect(before).toEqual(['$317,500.00', '$317,623.45', '$450.50', '$450.50']);

  await importFile(page, saved);
  await expect(page).toHaveURL(/\/estate\/[a-z0-9]+\/Overview/);
  expect(page.url()).not.toContain(id);
  await expect(page.getByText(/^Imported Ledger \w+ \(2\), with 0 files\.$/)).toBeVisible();
  await expect(figure(page, 'remaining')).toContainText('$');
  expect(await figuresOf(page)).toEqual(before);
  await pageAxeClean(page);
});

test('a file that is not an estate archive is refused in the server words, and no estate is added', async ({
  page,
}) => {
  const junk = path.join(os.tmpdir(), `junk-${Date.now()}.probity`);
  writeFileSync(junk, 'This is a text file, not a zip.');
  await makeEstate(page, estate());
  await page.goto('/');
  const rows = page.locator('[data-testid^="estate-row-"]');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByTestId('import-estate-button')).toBeEnabled();
  const count = await rows.count();
  await importFile(page, junk);
  await expect(page.getByText(/This is not a Probity estate archive, or it is damaged/)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await rows.count()).toBe(count);
});

test('on a phone the two home buttons and the Overview action fit, and the Sample says why it cannot be downloaded', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await makeEstate(page, estate());
  // a label with no space to break at must not push the row's menu out of the card
  const long = await page.request.post('/api/estates', {
    headers: { 'x-probity': '1' },
    data: { meta: { label: `Averyveryverylonglabelwithoutspaces${Date.now()}` } },
  });
  expect(long.status()).toBe(200);
  await page.goto('/');
  await expect(page.getByTestId('import-estate-button')).toBeEnabled();
  // measured once the list is drawn (the import button shows before the estates arrive)
  await expect(page.locator('[data-testid^="estate-row-"]').first()).toBeVisible();
  await animationsDone(page);
  await expectNothingCutOff(page, 'home page at 375 px');
  await expectTargetsBigEnough(page, 'home page at 375 px');
  await pageAxeClean(page);
  await page.goto('/estate/sample/Overview');
  const action = page.getByTestId('action-Download-Everything');
  await expect(action).toBeDisabled();
  await action.hover({ force: true });
  await expectNothingCutOff(page, 'Sample Overview at 375 px');
});
