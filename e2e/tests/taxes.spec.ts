// The tax worksheets (issue 42) as an executor uses them, from the Overview: the tax year chosen (a refused end
// changes nothing), the Form 1041 figures of a seeded estate, the Form 1041 task's due date following the choice,
// the Form 8949 CSV with one row per sale, a line opened in Cashflow with its transactions; screenshots at 1280,
// 768 and 375 px, axe-core and nothing cut off.
import { mkdirSync, readFileSync } from 'node:fs';
import { formatMoney } from '@probity/domain';
import { expectNothingCutOff } from './clipping';
import { test as anonymous, expect } from './fixtures';
import { estateBody } from './inventory-helpers';
import { makeEstate, pick, saveEstate, test, typeDate } from './ledger-helpers';
import { dialogAxeClean, showAllTasks } from './support';

const SHOTS = '/tmp/taxes-shots';
mkdirSync(SHOTS, { recursive: true });

/** Pat Doe died 10 January 2026: interest 1,200.00 and a dividend 4,500.00; Acme (20,000.00 at death) sold for
 *  23,500.00 on 15 May, Beta (12,000.00) for 10,800.00 on 20 July; an executor fee of 1,000.00 on 1 August. */
const PAT = () =>
  estateBody('Taxes', 'Pat Doe', '2026-01-10', {
    assets: [
      { id: -1, name: 'Estate account', i_type: 17 },
      { id: -2, name: 'Acme Corp shares', i_type: 3, val_death: 20_000_00 },
      { id: -3, name: 'Beta Inc shares', i_type: 3, val_death: 12_000_00 },
      { id: -4, name: 'Checking', i_type: 14, val_death: 30_000_00 },
    ],
    txacts: [
      { id: -11, asset: -4, cat: 7, i_type: 0, val: 1_200_00, date: '2026-03-31', name: 'Bank interest' },
      { id: -12, asset: -1, cat: 12, i_type: 0, val: 4_500_00, date: '2026-06-30', name: 'Acme dividend' },
      {
        id: -13,
        asset: -1,
        item: -2,
        cat: 4,
        i_type: 0,
        val: 23_500_00,
        date: '2026-05-15',
        name: 'Acme sold',
      },
      {
        id: -14,
        asset: -1,
        item: -3,
        cat: 4,
        i_type: 0,
        val: 10_800_00,
        date: '2026-07-20',
        name: 'Beta sold',
      },
      { id: -15, asset: -1, cat: 61, i_type: 1, val: 1_000_00, date: '2026-08-01', name: 'Executor fee' },
    ],
  });

const section = (page: import('@playwright/test').Page, name: string) =>
  page.getByTestId('report-dialog').getByRole('region', { name, exact: true });

test('choose a fiscal tax year, read the Form 1041, download the sales CSV, and the Form 1041 task follows', async ({
  page,
}) => {
  const { id, ids } = await makeEstate(page, PAT());
  await page.goto(`/estate/${id}/Overview`);
  await page.getByTestId('action-Tax-Worksheets').click();
  const dialog = page.getByTestId('report-dialog');
  await expect(page.getByTestId('tax-year-calendar')).toBeChecked();
  // The calendar year 2026: the Form 1041 is due 15 April 2027.
  await expect(page.getByTestId('tax-year-due')).toHaveText('Form 1041 due 15-Apr-2027');

  // A fiscal year to 30 September 2026; a day that is no month's end is refused and changes nothing.
  await page.getByTestId('tax-year-fiscal').check();
  await typeDate(page, 'tax-year-end', '9/30/2026');
  await expect(page.getByTestId('tax-year-select')).toHaveValue('Tax year 2: 01-Oct-2026 to 30-Sep-2027');
  await typeDate(page, 'tax-year-end', '11/15/2026');
  await expect(dialog).toContainText('A US estate’s tax year ends on the last day of a month.');
  await expect(page.getByTestId('tax-year-select')).toHaveValue('Tax year 2: 01-Oct-2026 to 30-Sep-2027');
  await typeDate(page, 'tax-year-end', '9/30/2026');
  await pick(page, 'tax-year-select', 'Tax year 1: 10-Jan-2026 to 30-Sep-2026');
  await expect(page.getByTestId('tax-year-due')).toHaveText('Form 1041 due 15-Jan-2027');

  // The figures, worked by hand: interest 1,200.00; dividends 4,500.00; gains 3,500.00 - 1,200.00 = 2,300.00;
  // total income 8,000.00; the executor fee 1,000.00.
  const income = section(page, 'Form 1041: income');
  await expect(income.getByRole('row').filter({ hasText: 'Interest income' })).toContainText('$1,200.00');
  await expect(income.getByRole('row').filter({ hasText: 'Total ordinary dividends' })).toContainText(
    '$4,500.00',
  );
  await expect(income.getByRole('row').filter({ hasText: 'Capital gain or (loss)' })).toContainText(
    '$2,300.00',
  );
  await expect(income.getByRole('row').filter({ hasText: 'Total income' })).toContainText('$8,000.00');
  await expect(
    section(page, 'Form 1041: deductions').getByRole('row').filter({ hasText: 'Fiduciary fees' }),
  ).toContainText('$1,000.00');
  const sales = section(page, 'Form 8949: sales');
  await expect(sales.getByRole('row').filter({ hasText: 'Acme Corp shares' })).toContainText(
    /INHERITED\s*15-May-2026\s*\$23,500\.00\s*\$20,000\.00\s*\$3,500\.00/,
  );
  await expect(section(page, 'Form 706: gross estate')).toContainText('$62,000.00');
  await expect(page.getByTestId('taxes-preparer')).toContainText('for the preparer');

  // The download: the year's Form 8949 CSV, a header and one row per sale.
  const csv = page.waitForEvent('download');
  await page.getByTestId('report-csv').click();
  const file = `${SHOTS}/sales-year-1.csv`;
  await (await csv).saveAs(file);
  const lines = readFileSync(file, 'utf8').trim().split(/\r?\n/);
  expect(lines).toHaveLength(3);
  expect(lines[1]).toBe(
    `Acme Corp shares,INHERITED,05/15/2026,23500.00,20000.00,3500.00,Long-term (Part II),${ids['-13']}`,
  );
  expect(lines[2]).toContain('Beta Inc shares,INHERITED,07/20/2026,10800.00,12000.00,-1200.00');

  // Saved, the Form 1041 task falls due from the chosen year: 15 January 2027.
  await page.keyboard.press('Escape');
  await saveEstate(page);
  const tasks = (await (await page.request.get(`/api/estate/${id}/tasks`)).json()).payload.tasks as {
    id: number;
    due: string;
  }[];
  expect(tasks.find((t) => t.id === 77)?.due).toBe('2027-01-15');
  await page.getByTestId('tab-Tasks').click();
  await showAllTasks(page);
  await page.getByTestId('task-name-77').click();
  await expect(page.getByTestId('task-doc').getByTestId('task-doc-due')).toHaveText('Due 15-Jan-2027');
});

test('the worksheets at three widths, and their lines open their transactions in Cashflow', async ({
  page,
}) => {
  // the estate of the test above, saved with its fiscal year to 30 September 2026
  const { id, ids } = await makeEstate(page, {
    ...PAT(),
    meta: { ...PAT().meta, tax_year_end: '2026-09-30' },
  });
  await page.goto(`/estate/${id}/Overview`);

  // Looked at, and checked, at three widths.
  await page.getByTestId('action-Tax-Worksheets').click();
  await pick(page, 'tax-year-select', 'Tax year 1: 10-Jan-2026 to 30-Sep-2026');
  for (const width of [1280, 768, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await expect(section(page, 'Form 1041: income')).toContainText('$1,200.00');
    await page.screenshot({ path: `${SHOTS}/taxes-${width}.png` });
    await expectNothingCutOff(page, `the tax worksheets at ${width} px`);
    await dialogAxeClean(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // Line 1 opens its transaction in Cashflow: the bank interest alone.
  await section(page, 'Form 1041: income').getByRole('link', { name: 'Interest income' }).click();
  await expect(page).toHaveURL(new RegExp(`/estate/${id}/Cashflow\\?txacts=${ids['-11']}&`));
  await expect(page.getByTestId('report-dialog')).toHaveCount(0);
  await expect(page.getByTestId('cash-only')).toContainText('Form 1041: income, 1 Interest income');
  const grid = page.getByTestId('cashflow-grid').or(page.locator('.ag-root-wrapper')).first();
  await expect(grid.locator('.ag-center-cols-container .ag-row')).toHaveCount(1);
  await expect(grid).toContainText('Bank interest');
  await page.screenshot({ path: `${SHOTS}/cashflow-from-line.png` });

  // The sales line of Schedule D opens both sales.
  await page.getByTestId('tab-Overview').click();
  await page.getByTestId('action-Tax-Worksheets').click();
  await pick(page, 'tax-year-select', 'Tax year 1: 10-Jan-2026 to 30-Sep-2026');
  await section(page, 'Schedule D: capital gains')
    .getByRole('link', { name: /Long-term sales/ })
    .click();
  await expect(grid.locator('.ag-center-cols-container .ag-row')).toHaveCount(2);
  await expect(grid).toContainText('Acme sold');
  await expect(grid).toContainText('Beta sold');
  await page.getByTestId('cash-only-clear').click();
  await expect(page.getByTestId('cash-only')).toHaveCount(0);
});

test('a US trust keeps a fiscal year only under the section 645 election, and a Form 706 asset opens in Assets', async ({
  page,
}) => {
  const { id, ids } = await makeEstate(page, { ...PAT(), meta: { ...PAT().meta, trust: true } });
  await page.goto(`/estate/${id}/Overview`);
  await page.getByTestId('action-Tax-Worksheets').click();
  const dialog = page.getByTestId('report-dialog');
  // Without the election a trust is on the calendar year (IRC 644): the fiscal year waits for it.
  const election = page.getByTestId('tax-election-645');
  await expect(election).not.toBeChecked();
  await expect(page.getByTestId('tax-year-fiscal')).toBeDisabled();
  await expect(dialog).toContainText('A trust reports on the calendar year, unless the section 645 election');
  await election.check();
  await page.getByTestId('tax-year-fiscal').check();
  await typeDate(page, 'tax-year-end', '9/30/2026');
  await expect(page.getByTestId('tax-year-select')).toHaveValue('Tax year 2: 01-Oct-2026 to 30-Sep-2027');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: `${SHOTS}/taxes-trust-${width}.png` });
    await expectNothingCutOff(page, `the trust's tax-year choice at ${width} px`);
    await dialogAxeClean(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.keyboard.press('Escape');
  await saveEstate(page);
  const meta = (await (await page.request.get(`/api/estate/${id}`)).json()).payload;
  expect(meta).toMatchObject({ election_645: true, tax_year_end: '2026-09-30' });

  // The election withdrawn: the trust is back on the calendar year, the fiscal year gone with it.
  await page.getByTestId('action-Tax-Worksheets').click();
  await election.uncheck();
  await expect(page.getByTestId('tax-year-calendar')).toBeChecked();
  await expect(page.getByTestId('tax-year-select')).toHaveValue('Tax year 1: 10-Jan-2026 to 31-Dec-2026');

  // A Form 706 row of an asset held at death opens that asset in Assets.
  await section(page, 'Form 706: assets held at death')
    .getByRole('link', { name: 'Acme Corp shares' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/estate/${id}/Assets\\?itemId=${ids['-2']}$`));
  await expect(page.getByTestId('report-dialog')).toHaveCount(0);
  // (the grid draws a row once per column block: the block with the name shows it selected)
  const chosen = page.locator(`.ag-row-selected[row-id="${ids['-2']}"]`);
  await expect(chosen.filter({ hasText: 'Acme Corp shares' })).toHaveCount(1);
});

anonymous(
  'the Canadian Sample: the T3, final T1 and TX19 as the API answers them, the choice read-only',
  async ({ page }) => {
    const api = (await (await page.request.get('/api/estate/sample_ca/taxes')).json()).payload;
    expect(api.country).toBe('ca');
    const t3 = api.worksheets.t3;
    const interest = t3.income.find((l: { key: string }) => l.key === 'T3:interest');
    await page.goto('/estate/sample_ca/Overview');
    await page.getByTestId('action-Tax-Worksheets').click();
    await expect(page.getByTestId('tax-year-calendar')).toBeDisabled();
    await expect(page.getByTestId('tax-year-fiscal')).toBeDisabled();
    await expect(page.getByTestId('tax-year-due')).toContainText('T3 due');
    // The screen draws the domain's figures from the working copy: the same cents as the server's.
    const income = section(page, 'T3: income');
    await expect(income.getByRole('row').filter({ hasText: interest.label })).toContainText(
      formatMoney(interest.value),
    );
    await expect(section(page, 'TX19: asset schedule').locator('tfoot')).toContainText(
      formatMoney(api.worksheets.tx19.totals.fmvDeath),
    );
    await expect(section(page, 'Final T1: deemed disposition at death')).toBeVisible();
    await dialogAxeClean(page);
    await page.screenshot({ path: `${SHOTS}/taxes-sample-ca.png` });
    await expectNothingCutOff(page, 'the Canadian Sample’s tax worksheets');
  },
);
