// Reports (issue 16) as a user opens them from the Overview: the accounting's options and their refusal, the
// California court format chosen for a California estate and balanced on screen, its PDF and CSV; the inventory
// matching the Overview's figures; the address book; the ledger journal.
import { readFileSync } from 'node:fs';
import { expect } from './fixtures';
import { checkPdf } from './inventory-helpers';
import { base, figure, makeEstate, SHOTS, test } from './ledger-helpers';

const estate = () =>
  base({
    meta: { state: 'CA' },
    assets: [
      { id: -1, name: 'Checking', i_type: 14, val_death: 1_250_000 },
      { id: -2, name: 'House', i_type: 6, val_death: 45_000_000 },
    ],
    debts: [{ id: -3, name: 'Visa card', i_type: 1, val_death: 120_000 }],
    contacts: [
      { id: -4, name: 'Lee Lawyer', i_type: 2, phone: '510-555-0100', city: 'Oakland', state: 'CA' },
    ],
    txacts: [
      { id: -5, asset: -1, cat: 7, i_type: 0, val: 4_321, date: '2026-09-10', name: 'Bank interest' },
      {
        id: -6,
        asset: -1,
        cat: 51,
        i_type: 1,
        item: -3,
        val: 120_000,
        date: '2026-09-15',
        name: 'Card paid',
      },
    ],
  });

test('the accounting: period refused, then the California format balanced on screen, in the PDF and the CSV', async ({
  page,
}) => {
  const { id } = await makeEstate(page, estate());
  await page.goto(`/estate/${id}/Overview`);
  await page.getByTestId('action-Accounting-Report').click();
  await expect(page.getByLabel(/^Carry value/)).toBeChecked();
  await expect(page.getByTestId('report-format')).toHaveValue('California (Probate Code 1060-1064)');
  await page.getByTestId('report-start').fill('12/31/2026');
  await page.getByTestId('report-start').blur();
  await page.getByTestId('report-end').fill('10/1/2026');
  await page.getByTestId('report-end').blur();
  await page.getByTestId('report-show').click();
  await expect(page.getByTestId('report-problem')).toHaveText('Start must be before End');
  await page.getByTestId('report-start').fill('8/1/2026');
  await page.getByTestId('report-start').blur();
  await page.getByTestId('report-end').fill('12/31/2026');
  await page.getByTestId('report-end').blur();
  await page.getByTestId('report-show').click();
  const balance = page.getByTestId('report-balance');
  await expect(balance).toContainText('Balanced to the cent');
  // Charges: the inventory 462,500.00 + the interest 43.21; credits: the card paid 1,200.00 + on hand 461,343.21.
  await expect(balance).toContainText('$462,543.21');
  await expect(page.getByTestId('report-dialog')).toContainText('Schedule A: Receipts');

  const pdf = page.waitForEvent('download');
  await page.getByTestId('report-pdf').click();
  const file = `${SHOTS}/accounting-ca.pdf`;
  await (await pdf).saveAs(file);
  const { text } = checkPdf(file, 'accounting-ca');
  expect(text).toContain('Accounting: California (Probate Code 1060-1064)');
  expect(text).toMatch(/Total\s+\$462,543\.21\s+\$462,543\.21/);
  expect(text).toMatch(/Schedule F: Disbursements[\s\S]*Card paid[\s\S]*\$1,200\.00/);

  const csv = page.waitForEvent('download');
  await page.getByTestId('report-csv').click();
  const csvFile = `${SHOTS}/accounting-ca.csv`;
  await (await csv).saveAs(csvFile);
  const rows = readFileSync(csvFile, 'utf8');
  expect(rows).toContain('Schedule A: Receipts');
  expect(rows).toContain('Total,"$462,543.21","$462,543.21"');
});

test("the accounting offers the estate's ledger journal as saved, and says when changes are not in it", async ({
  page,
}) => {
  const { id } = await makeEstate(page, estate());
  await page.goto(`/estate/${id}/Overview`);
  await page.getByTestId('action-Accounting-Report').click();
  await page.getByTestId('report-show').click();
  const journal = page.waitForEvent('download');
  await page.getByTestId('report-journal').click();
  const file = `${SHOTS}/estate.journal`;
  await (await journal).saveAs(file);
  const text = readFileSync(file, 'utf8');
  // the server's journal of the saved estate, with its transactions
  expect(text).toBe(await (await page.request.get(`/api/estate/${id}/journal`)).text());
  expect(text).toMatch(/2026[-/]09[-/]10 Bank interest/);
  expect(text).toMatch(/2026[-/]09[-/]15 Card paid/);
  await expect(page.getByTestId('report-dialog')).not.toContainText('As last saved');

  await page.keyboard.press('Escape');
  await page.getByTestId('tab-Decedent').click();
  await page.getByTestId('dec-name').fill('Walter Grant Jr.');
  await page.getByTestId('tab-Overview').click();
  await page.getByTestId('action-Accounting-Report').click();
  await page.getByTestId('report-show').click();
  await expect(page.getByTestId('report-dialog')).toContainText(
    'As last saved: save to include your latest changes.',
  );
});

test('the inventory matches the Overview, and the address book lists the contacts', async ({ page }) => {
  const { id } = await makeEstate(page, estate());
  await page.goto(`/estate/${id}/Overview`);
  const atDeath = await figure(page, 'value-death').innerText();
  await page.getByTestId('action-Inventory-Report').click();
  const report = page.getByTestId('report-dialog');
  await expect(report).toContainText('Probate: real property');
  await expect(report.getByRole('region', { name: 'Summary' })).toContainText(atDeath);
  await expect(report.getByRole('region', { name: 'Debts' })).toContainText('$1,200.00');
  // As of the end of August: before the interest and the card payment of September.
  await page.getByTestId('report-as-of').fill('8/31/2026');
  await page.getByTestId('report-as-of').blur();
  const debts = report.getByRole('region', { name: 'Debts' });
  await expect(debts).toContainText('Remaining on 31-Aug-2026');
  await expect(debts.getByRole('row').filter({ hasText: 'Visa card' })).toContainText(
    /\$1,200\.00\s*\$0\.00\s*\$1,200\.00/,
  );
  await expect(report.getByRole('region', { name: 'Probate: personal property' })).toContainText(
    'Value on 31-Aug-2026',
  );
  await page.keyboard.press('Escape');
  await page.getByTestId('action-Address-Book').click();
  await expect(page.getByRole('region', { name: 'Address book' })).toContainText('Lee Lawyer');
  await expect(page.getByRole('region', { name: 'Address book' })).toContainText('510-555-0100');
});

for (const [id, format] of [
  ['sample', 'Uniform fiduciary accounting'],
  ['sample_ca', 'Ontario passing of accounts'],
] as const) {
  test(`the ${id} Sample estate's court accounting balances in its own format, on screen and in the PDF`, async ({
    page,
  }) => {
    await page.goto(`/estate/${id}/Overview`);
    await page.getByTestId('action-Accounting-Report').click();
    await page.getByLabel(/^Carry value/).check();
    await expect(page.getByTestId('report-format')).toHaveValue(format);
    await page.getByTestId('report-show').click();
    await expect(page.getByTestId('report-balance')).toContainText('Balanced to the cent');
    const pdf = page.waitForEvent('download');
    await page.getByTestId('report-pdf').click();
    const file = `${SHOTS}/accounting-${id}.pdf`;
    await (await pdf).saveAs(file);
    const { text } = checkPdf(file, `accounting-${id}`);
    expect(text).toContain(`Accounting: ${format}`);
    const total = /\nTotal\s+(\$[\d,.]+)\s+(\$[\d,.]+)/.exec(text);
    expect(total?.[1]).toBe(total?.[2]);
  });
}
