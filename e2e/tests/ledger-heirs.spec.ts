// Heirs and Distributions in the browser: fields, the over-100% warning, the spouse flag, deleting an heir with
// distributions, the prefilters, the multi-distribution dialog, Mark Done, refusals and Canada spouse rollover.
import { expect } from './fixtures';
import {
  addHeirByDialog,
  answer,
  base,
  deleteSelected,
  editAt,
  fullOf,
  grid,
  openEstate,
  openGrid,
  pick,
  pickAt,
  rowBy,
  SHOTS,
  saveEstate,
  selectBy,
  test,
} from './ledger-helpers';

const withHeirs = (extra: Record<string, unknown> = {}) =>
  base({
    assets: [
      { id: -1, name: 'Checking', i_type: 14, val_death: 100_000 },
      { id: -2, name: 'Pension', i_type: 11, ownership: 6, probate: false, val_death: 400_000 },
    ],
    heirs: [
      { id: -3, name: 'Ann', i_type: 2, percent_target: 60_000 },
      { id: -4, name: 'Ben', i_type: 2, percent_target: 40_000 },
    ],
    ...extra,
  });

test('every heir field, the relationship, the over-100% warning and the spouse flag', async ({ page }) => {
  const { id, g } = await openGrid(page, withHeirs(), 'Heirs', 'heirs');
  await expect(page.getByTestId('heir-warning')).toHaveCount(0);
  await addHeirByDialog(page, 'Carla', '10');
  await expect(rowBy(g, 'name', 'Carla').locator('[col-id="percent_target"]')).toHaveText('10%');
  await expect(page.getByTestId('heir-warning')).toHaveText('Warning: Heir percentages total >100%');
  await editAt(g, 2, 'val_target', '2,500');
  await pickAt(g, 2, 'i_type', 'Spouse');
  await expect(rowBy(g, 'name', 'Carla').locator('[col-id="i_type"]')).toHaveText('Spouse');
  await expect(page.getByTestId('heir-spouse-flag')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/heirs-warning.png`, fullPage: true });
  await saveEstate(page);
  const carla = (await fullOf(page, id)).heirs.find((h: { name: string }) => h.name === 'Carla');
  expect([carla.i_type, carla.percent_target, carla.val_target]).toEqual([1, 10_000, 250_000]);
});

test('deleting an heir with distributions asks first and removes them too', async ({ page }) => {
  const { g } = await openGrid(
    page,
    withHeirs({
      txacts: [
        { id: -5, asset: -1, cat: 52, i_type: 1, heir_id: -4, distrib_type: 1, percent: 50_000, reason: 3 },
      ],
    }),
    'Heirs',
    'heirs',
  );
  await selectBy(g, 'name', 'Ben');
  await deleteSelected(page);
  await expect(page.getByTestId('confirm-delete_heir_distribs')).toHaveText(
    'This heir has distributions. Delete the heir and those distributions?',
  );
  await answer(page, 'delete_heir_distribs');
  await expect(rowBy(g, 'name', 'Ben')).toHaveCount(0);
  await page.getByTestId('tab-Distributions').click();
  await expect(grid(page, 'distributions').locator('.ag-center-cols-container .ag-row')).toHaveCount(0);
});

test('a distribution needs an heir first', async ({ page }) => {
  await openEstate(page, withHeirs({ heirs: [] }), 'Distributions');
  await page.getByTestId('distrib-new').click();
  await expect(
    page.getByText(
      'Before creating a distribution, you must first define at least one heir on the Heirs tab.',
    ),
  ).toBeVisible();
});

test('probate assets take the chosen reason, benefits become Automatic; prefilters by heir and reason', async ({
  page,
}) => {
  const id = await openEstate(page, withHeirs(), 'Distributions');
  await page.getByTestId('distrib-new').click();
  await pick(page, 'distrib-asset', 'Pension');
  await pick(page, 'distrib-heir-0', 'Ann');
  await pick(page, 'distrib-type-0', 'Entire Asset');
  await page.getByTestId('distrib-save').click();
  await page.getByTestId('distrib-new').click();
  await pick(page, 'distrib-asset', 'Checking');
  await pick(page, 'distrib-reason', 'Bequest');
  await pick(page, 'distrib-heir-0', 'Ben');
  await pick(page, 'distrib-type-0', 'Fixed $ Amount');
  await page.getByTestId('distrib-amount-0').fill('300');
  await page.screenshot({ path: `${SHOTS}/distrib-dialog.png` });
  await page.getByTestId('distrib-save').click();
  const g = grid(page, 'distributions');
  await expect(rowBy(g, 'heir', 'Ann').locator('[col-id="reason"]')).toHaveText('Automatic');
  await expect(rowBy(g, 'heir', 'Ann').locator('[col-id="val"]')).toHaveText('$4,000.00');
  await expect(rowBy(g, 'heir', 'Ben').locator('[col-id="reason"]')).toHaveText('Bequest');
  await saveEstate(page);
  await page.goto(`/estate/${id}/Distributions?heirName=Ben`);
  await expect(g.locator('.ag-center-cols-container .ag-row')).toHaveCount(1);
  await page.goto(`/estate/${id}/Distributions?distribType=Automatic`);
  await expect(g.locator('.ag-center-cols-container .ag-row')).toHaveCount(1);
  await expect(rowBy(g, 'heir', 'Ann')).toBeVisible();
});

test('a settled asset refuses more distributions', async ({ page }) => {
  await openEstate(
    page,
    withHeirs({
      txacts: [{ id: -5, asset: -1, cat: 57, i_type: 1, val: 0, date: '2026-08-05', name: 'Disposed' }],
    }),
    'Distributions',
  );
  await page.getByTestId('distrib-new').click();
  await pick(page, 'distrib-asset', 'Checking');
  await pick(page, 'distrib-heir-0', 'Ann');
  await page.getByTestId('distrib-amount-0').fill('50');
  await page.getByTestId('distrib-save').click();
  await expect(page.getByTestId('distrib-error')).toHaveText(
    'This asset is already settled; you cannot create more distributions for it',
  );
});

test('Canada: a spouse heir can take a distribution as a rollover', async ({ page }) => {
  const id = await openEstate(
    page,
    withHeirs({
      meta: { label: `CA ${Date.now()}`, country_code: 'ca', state: 'ON', state_exec: 'ON' },
      heirs: [{ id: -3, name: 'Moira', i_type: 1, percent_target: 100_000 }],
    }),
    'Distributions',
  );
  await page.getByTestId('distrib-new').click();
  await pick(page, 'distrib-asset', 'Checking');
  await pick(page, 'distrib-heir-0', 'Moira');
  await page.getByTestId('distrib-amount-0').fill('100');
  await page.getByTestId('distrib-spouse-0').check();
  await page.getByTestId('distrib-save').click();
  await expect(rowBy(grid(page, 'distributions'), 'heir', 'Moira').locator('[col-id="val"]')).toHaveText(
    '$1,000.00',
  );
  await saveEstate(page);
  expect((await fullOf(page, id)).txacts[0].spouse).toBe(true);
});

test('Edit changes a planned distribution; the heir filter narrows the grid', async ({ page }) => {
  const { g } = await openGrid(
    page,
    withHeirs({
      txacts: [
        { id: -5, asset: -1, cat: 52, i_type: 1, heir_id: -3, distrib_type: 1, percent: 50_000, reason: 3 },
      ],
    }),
    'Distributions',
    'distributions',
  );
  await expect(rowBy(g, 'heir', 'Ann').locator('[col-id="val"]')).toHaveText('$500.00');
  await selectBy(g, 'heir', 'Ann');
  await page.getByTestId('distrib-edit').click();
  await page.getByTestId('distrib-amount-0').fill('25');
  await page.getByTestId('distrib-save').click();
  await expect(rowBy(g, 'heir', 'Ann').locator('[col-id="val"]')).toHaveText('$250.00');
  await pick(page, 'distrib-filter-heir', 'Ben');
  await expect(g.locator('.ag-center-cols-container .ag-row')).toHaveCount(0);
  await expect(page).toHaveURL(/heirName=Ben/);
});

test('an heir location offers the estate places and a new name becomes a location', async ({ page }) => {
  const { id, g } = await openGrid(
    page,
    withHeirs({
      assets: [{ id: -1, name: 'Checking', i_type: 14, val_death: 100_000, loc_name: 'First Bank' }],
    }),
    'Heirs',
    'heirs',
  );
  const cell = rowBy(g, 'name', 'Ann').locator('[col-id="loc_name"]');
  await cell.dblclick();
  const input = g.getByTestId('grid-suggest-input');
  await expect(g.locator('datalist option')).toHaveCount(1);
  await expect(g.locator('datalist option').first()).toHaveAttribute('value', 'First Bank');
  await input.fill('Portland, Oregon');
  await input.press('Enter');
  await expect(cell).toHaveText('Portland, Oregon');
  // Known places keep their own spelling.
  await rowBy(g, 'name', 'Ben').locator('[col-id="loc_name"]').dblclick();
  await g.getByTestId('grid-suggest-input').fill('portland, oregon');
  await g.getByTestId('grid-suggest-input').press('Enter');
  await expect(rowBy(g, 'name', 'Ben').locator('[col-id="loc_name"]')).toHaveText('Portland, Oregon');
  await saveEstate(page);
  const full = await fullOf(page, id);
  expect(full.locs.map((l: { name: string }) => l.name)).toContain('Portland, Oregon');
  expect(full.heirs.map((h: { loc_name: string }) => h.loc_name).sort()).toEqual([
    'Portland, Oregon',
    'Portland, Oregon',
  ]);
});
