// Asset dialogs in the browser: cost basis (ACB and deemed in Canada), received date, unlink, delete with
// transactions, Value Pre-Death while death is awaited.
import { expect } from './fixtures';
import {
  cellText,
  confirmDelete,
  editCell,
  estateBody,
  rowByName,
  SHOTS,
  selectRow,
  test,
} from './inventory-helpers';

const estate = (country: 'us' | 'ca', extra: Record<string, unknown>, death: string | null = '2026-08-01') =>
  estateBody(
    'Dialogs',
    'Iris Calder',
    death,
    extra,
    country === 'ca' ? { country_code: 'ca', state: 'ON' } : {},
  );

test('cost basis dialog in Canada: ACB, deemed, personal-use confirmation and the cash-type refusal', async ({
  page,
  open,
}) => {
  const { g } = await open(
    estate('ca', {
      assets: [
        { id: -1, name: 'Gold watch', i_type: 9, val_death: 2_000_00 },
        { id: -2, name: 'Chequing', i_type: 14, val_death: 3_000_00 },
      ],
    }),
    'Assets',
    'assets',
  );
  await expect(g.locator('.ag-header-cell', { hasText: 'ACB' })).toBeVisible();
  await selectRow(g, 'Gold watch');
  await page.getByTestId('asset-cost-basis').click();
  const dlg = page.getByTestId('cost-basis-dialog');
  await expect(dlg.getByText('ACB at death')).toBeVisible();
  await dlg.getByTestId('cb-orig').fill('900');
  await dlg.getByTestId('cb-deemed').fill('1,800');
  await page.screenshot({ path: `${SHOTS}/assets-cost-basis-ca.png` });
  await dlg.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Personal-use property usually has no deemed gain at death.')).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(dlg).toHaveCount(0);
  await g.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('checkbox', { name: 'Deemed' }).check();
  await page.keyboard.press('Escape');
  await expect(cellText(g, 'Gold watch', 'deemed')).toHaveText('$1,800.00');

  await selectRow(g, 'Gold watch', false);
  await selectRow(g, 'Chequing');
  await page.getByTestId('asset-cost-basis').click();
  await dlg.getByTestId('cb-orig').fill('10');
  await dlg.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('cost-basis-error')).toHaveText(
    'The cost basis of this asset cannot be edited.',
  );
});

test('received date dialog records when the asset came in', async ({ page, open }) => {
  const { g } = await open(
    estate('us', { assets: [{ id: -1, name: 'Boat', i_type: 8, val_death: 9_000_00 }] }),
    'Assets',
    'assets',
  );
  // no row checked: Received waits, and says why (issue 36; every such action: selection-actions.spec.ts)
  const received = page.getByTestId('asset-received');
  await expect(received).toBeDisabled();
  await expect(received).toHaveAccessibleDescription(
    'First select an item by clicking its checkmark in the leftmost column',
  );
  await selectRow(g, 'Boat');
  await expect(received).toBeEnabled();
  await received.click();
  await page.getByTestId('received-date').fill('9/15/2026');
  await page.getByTestId('received-date').blur();
  await page.getByTestId('received-dialog').getByRole('button', { name: 'Save' }).click();
  await g.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('checkbox', { name: 'Received' }).check();
  await page.keyboard.press('Escape');
  await expect(cellText(g, 'Boat', 'received')).toHaveText('15-Sep-2026');
});

test('a bank-linked asset goes through the unlink dialog, also before a delete', async ({ page, open }) => {
  const { g } = await open(
    estate('us', {
      assets: [{ id: -1, name: 'Linked checking', i_type: 14, val_death: 1_000_00, bank_link_id: 7 }],
    }),
    'Assets',
    'assets',
  );
  await selectRow(g, 'Linked checking');
  await g.getByRole('button', { name: 'Delete' }).click();
  await confirmDelete(page);
  await expect(page.getByRole('dialog', { name: 'Unlink from bank' })).toBeVisible();
  await expect(
    page.getByTestId('unlink-dialog').getByText('Unlink this asset from the bank before deleting it.'),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/assets-unlink.png` });
  await page.getByTestId('unlink-dialog').getByRole('button', { name: 'Unlink' }).click();
  await expect(page.getByTestId('asset-unlink')).toHaveCount(0);
  await selectRow(g, 'Linked checking');
  await g.getByRole('button', { name: 'Delete' }).click();
  await confirmDelete(page);
  await expect(rowByName(g, 'Linked checking')).toHaveCount(0);
});

test('deleting an asset with transactions asks to undo them', async ({ page, open }) => {
  const { g } = await open(
    estate('us', {
      assets: [{ id: -1, name: 'Savings', i_type: 14, val_death: 4_000_00 }],
      txacts: [{ id: -2, asset: -1, cat: 1, i_type: 0, val: 50_00, date: '2026-09-01', name: 'Interest' }],
    }),
    'Assets',
    'assets',
  );
  await expect(cellText(g, 'Savings', 'val')).toHaveText('$4,050.00');
  await selectRow(g, 'Savings');
  await g.getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByText('This asset has transactions. Delete it and undo all of its transactions?'),
  ).toBeVisible();
  await confirmDelete(page);
  await expect(rowByName(g, 'Savings')).toHaveCount(0);
});

test('while death is awaited, Value Pre-Death shows and is edited', async ({ page, open }) => {
  const { g } = await open(
    estate('us', { assets: [{ id: -1, name: 'Condo', i_type: 6, val_pre: 200_000_00 }] }, null),
    'Assets',
    'assets',
  );
  await expect(g.locator('.ag-header-cell', { hasText: 'Value Pre-Death' })).toBeVisible();
  await editCell(g, 'Condo', 'val_pre', '210,000');
  await expect(cellText(g, 'Condo', 'val')).toHaveText('$210,000.00');
  await page.screenshot({ path: `${SHOTS}/assets-await-death.png` });
});
