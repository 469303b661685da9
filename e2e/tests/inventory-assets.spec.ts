// Assets tab in the browser: add, edit, delete, the dialogs, and the Sample estate's inventory.
import { expect } from './fixtures';
import {
  cellText,
  confirmDelete,
  editCell,
  estateBody,
  fullOf,
  grid,
  pickEnum,
  rowByName,
  SHOTS,
  saveEstate,
  selectRow,
  test,
} from './inventory-helpers';

const base = (extra: Record<string, unknown> = {}) =>
  estateBody('Assets', 'Harold Brooks', '2026-08-01', extra, { state_exec: 'NJ' });

test('the Sample estate lists its inventory read-only', async ({ page }) => {
  await page.goto('/estate/sample/Assets');
  const g = grid(page, 'assets');
  await expect(rowByName(g, 'House, 118 Magnolia Lane')).toBeVisible();
  await expect(cellText(g, 'Savings account, Peachtree', 'val_death')).toHaveText('$12,500.00');
  await expect(page.getByTestId('asset-add')).toHaveCount(0);
  await expect(page.getByTestId('land-flag')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/assets-sample.png`, fullPage: true });
});

test('a new estate starts with its Estate Cashflow Account', async ({ open }) => {
  const { g } = await open(base(), 'Assets', 'assets');
  await expect(rowByName(g, 'Estate Cashflow Account')).toBeVisible();
  await expect(cellText(g, 'Estate Cashflow Account', 'i_type')).toHaveText('Estate Account');
});

test('adds an asset with a new location, edits it, saves and deletes it', async ({ page, open }) => {
  const { id, g } = await open(base(), 'Assets', 'assets');
  await page.getByTestId('asset-add').click();
  await page.getByTestId('asset-name').fill('Cabin at Lake Sinclair');
  await page.getByTestId('asset-type').click();
  await page.getByRole('option', { name: 'Real Estate' }).click();
  await page.getByTestId('asset-value').fill('185,000');
  // Typed, never picked nor confirmed with Enter: the Add click itself creates the place and sets it (issue 13).
  await page.getByTestId('asset-location').fill('Lake Sinclair');
  await expect(page.getByText('"Lake Sinclair" will be added as a new location')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/assets-add-dialog.png` });
  await page.getByTestId('add-asset-save').click();
  await expect(rowByName(g, 'Cabin at Lake Sinclair')).toBeVisible();
  await expect(cellText(g, 'Cabin at Lake Sinclair', 'val_death')).toHaveText('$185,000.00');
  await expect(cellText(g, 'Cabin at Lake Sinclair', 'loc_name')).toHaveText('Lake Sinclair');
  await expect(cellText(g, 'Cabin at Lake Sinclair', 'probate')).toBeVisible();
  await expect(page.getByTestId('land-flag')).toBeVisible();

  await editCell(g, 'Cabin at Lake Sinclair', 'account', 'Parcel 44-102');
  await expect(cellText(g, 'Cabin at Lake Sinclair', 'account')).toHaveText('Parcel 44-102');
  await editCell(g, 'Cabin at Lake Sinclair', 'val_death', '190000');
  await expect(cellText(g, 'Cabin at Lake Sinclair', 'val')).toHaveText('$190,000.00');
  await saveEstate(page);
  const full = await fullOf(page, id);
  const cabin = full.assets.find((a: { name: string }) => a.name === 'Cabin at Lake Sinclair');
  expect([cabin.i_type, cabin.val_death, cabin.account, cabin.loc_name]).toEqual([
    6,
    19_000_000,
    'Parcel 44-102',
    'Lake Sinclair',
  ]);
  expect(full.locs.map((l: { name: string }) => l.name)).toContain('Lake Sinclair');

  // Delete waits for a selection
  await expect(g.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await selectRow(g, 'Cabin at Lake Sinclair');
  await g.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Delete the selected items? (1 item)')).toBeVisible();
  await confirmDelete(page);
  await expect(rowByName(g, 'Cabin at Lake Sinclair')).toHaveCount(0);
  await expect(page.getByTestId('land-flag')).toHaveCount(0);
  await saveEstate(page);
  expect(
    (await fullOf(page, id)).assets.some((a: { name: string }) => a.name === 'Cabin at Lake Sinclair'),
  ).toBe(false);
});

test('a type change recomputes ownership and probate, and Trust shows the trust asset hint', async ({
  page,
  open,
}) => {
  const { g } = await open(
    base({ assets: [{ id: -1, name: 'Old policy', i_type: 0, val_death: 5_000_00 }] }),
    'Assets',
    'assets',
  );
  await pickEnum(g, 'Old policy', 'i_type', 'Life Insurance');
  await expect(cellText(g, 'Old policy', 'i_type')).toHaveText('Life Insurance');
  await expect(cellText(g, 'Old policy', 'probate').locator('input')).not.toBeChecked();
  await pickEnum(g, 'Old policy', 'i_type', 'Trust');
  await expect(page.getByRole('dialog', { name: 'Trust assets' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/assets-trust-hint.png` });
  await page.getByRole('button', { name: 'OK' }).click();
});

test('refuses a value at death for the estate account and a plan change after a sale', async ({
  page,
  open,
}) => {
  const { g } = await open(
    base({ assets: [{ id: -1, name: 'Piano', i_type: 10, val_death: 8_000_00 }] }),
    'Assets',
    'assets',
  );
  // Sell the piano into the estate account, then try to change its plan.
  // The estate account has no value at death, and no asset with one becomes an estate account.
  await editCell(g, 'Estate Cashflow Account', 'val_death', '100');
  await expect(g.getByText('An estate account cannot have a value at death.')).toBeVisible();
  await expect(cellText(g, 'Estate Cashflow Account', 'val_death')).toHaveText('');
  await g.locator('.mantine-Alert-closeButton').click();
  await pickEnum(g, 'Piano', 'i_type', 'Estate Account');
  await expect(g.getByText('An estate account cannot have a value at death.')).toBeVisible();
  await expect(cellText(g, 'Piano', 'i_type')).toHaveText('Collectible');
  await g.locator('.mantine-Alert-closeButton').click();
  await selectRow(g, 'Piano');
  await page.getByTestId('asset-sell').click();
  await page.getByTestId('sell-amount').fill('7500');
  await page.getByRole('button', { name: 'Sell', exact: true }).last().click();
  await expect(page.getByText('You had not marked this asset to be sold. Sell it anyway?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Piano sold for $7,500.00, paid into Estate Cashflow Account')).toBeVisible();
  await expect(cellText(g, 'Piano', 'plan')).toHaveText('Sell');
  await expect(cellText(g, 'Estate Cashflow Account', 'val')).toHaveText('$7,500.00');
  await pickEnum(g, 'Piano', 'plan', 'Discard');
  await expect(
    g.getByText('You cannot change the plan of an asset that has already been sold'),
  ).toBeVisible();
  await expect(cellText(g, 'Piano', 'plan')).toHaveText('Sell');
  await page.screenshot({ path: `${SHOTS}/assets-sold.png`, fullPage: true });
});
