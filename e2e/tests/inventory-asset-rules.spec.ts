// Asset settlement rules in the browser: discard (planned or not, refused with other plans), and the Various
// Refunds asset that only the Cashflow tab changes.
import { expect } from './fixtures';
import { cellText, confirmDelete, estateBody, rowByName, SHOTS, selectRow, test } from './inventory-helpers';

const estate = (extra: Record<string, unknown>) => estateBody('Rules', 'Lena Vogt', '2026-08-01', extra);

test('discards an asset after confirming, and refuses to discard one planned for sale', async ({
  page,
  open,
}) => {
  const { g } = await open(
    estate({
      assets: [
        { id: -1, name: 'Old sofa', i_type: 20, val_death: 50_00 },
        { id: -2, name: 'Tractor', i_type: 8, val_death: 12_000_00, plan: 2 },
      ],
    }),
    'Assets',
    'assets',
  );
  await selectRow(g, 'Tractor');
  await page.getByTestId('asset-discard').click();
  await expect(
    g.getByText('You cannot discard an asset for which other plans have been defined...'),
  ).toBeVisible();
  // The message bar takes room from the grid: close it before reaching for the last row.
  await g.locator('.mantine-Alert-closeButton').click();
  await selectRow(g, 'Tractor', false);
  await selectRow(g, 'Old sofa');
  await page.getByTestId('asset-discard').click();
  await expect(
    page.getByText('This asset was not planned to be discarded. Discard it anyway?'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(cellText(g, 'Old sofa', 'plan')).toHaveText('Discard');
  await expect(cellText(g, 'Old sofa', 'val')).toHaveText('$0.00');
});

test('the Various Refunds asset is changed only through its transactions', async ({ page, open }) => {
  const { g } = await open(
    estate({
      assets: [
        { id: -1, name: 'Checking', i_type: 14, val_death: 1_000_00 },
        { id: -2, name: 'Various Refunds', i_type: 23, sundry_refunds: true },
      ],
      txacts: [
        {
          id: -3,
          asset: -1,
          item: -2,
          cat: 11,
          i_type: 0,
          val: 80_00,
          date: '2026-09-05',
          name: 'Insurance refund',
        },
      ],
    }),
    'Assets',
    'assets',
  );
  await expect(rowByName(g, 'Various Refunds')).toBeVisible();
  await cellText(g, 'Various Refunds', 'val_death').dblclick();
  await expect(g.locator('.ag-cell-inline-editing')).toHaveCount(0);
  await selectRow(g, 'Various Refunds');
  await g.getByRole('button', { name: 'Delete' }).click();
  await confirmDelete(page);
  await expect(
    g.getByText('To change refunds, edit the refund transactions on the Cashflow tab.'),
  ).toBeVisible();
  await expect(rowByName(g, 'Various Refunds')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/assets-refunds.png`, fullPage: true });
});
