// The calculators as a new user meets them (issue 19): without an account, a California executor fee on a
// 750,000 estate and an Ontario probate fee on 1,234,567, each with its working and statute, and a PDF of the
// working; inside the Sample estate the calculator opens filled in from the estate.

import { estateFeeFigures, formatMoney, todayIso, ZWorkingCopy } from '@probity/domain';
import { expect, test } from './fixtures';
import { PHONE, pageAxeClean, pageWidth, showAllTasks } from './support';

test('a visitor computes a California executor fee and an Ontario probate fee, with the working', async ({
  page,
}) => {
  await page.goto('/Docs/Calculators/executor-fee/CA');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Executor fee calculator');
  await page.getByTestId('calc-gross').fill('750000');
  await page.getByTestId('calc-run').click();
  await expect(page.getByTestId('calc-amount')).toHaveText('$18,000.00');
  await expect(page.getByTestId('calc-qualifier')).toHaveText('Set by law');
  await expect(page.getByTestId('calc-authority')).toHaveText('Source: Cal. Prob. Code §10800');
  const lines = page.getByTestId('calc-lines').locator('tbody tr');
  await expect(lines).toHaveCount(4);
  await expect(lines.nth(2)).toContainText('2% of the value from $200,000.00 to $1,000,000.00');
  await expect(lines.nth(2)).toContainText('$11,000.00');
  await pageAxeClean(page);
  const download = page.waitForEvent('download');
  await page.getByTestId('calc-pdf').click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

  // the probate fee, Ontario: the address takes the /ca prefix
  await page.goto('/ca/Docs/Calculators/probate-fee/ON');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Probate fee calculator');
  await page.getByTestId('calc-gross').fill('1234567');
  await page.getByTestId('calc-run').click();
  await expect(page.getByTestId('calc-amount')).toHaveText('$17,775.00');
  await expect(page.getByTestId('calc-lines')).toContainText('1185 x $15.00');
  // choosing another place keeps it in the address
  await page.getByTestId('calc-place').click();
  await page.getByRole('option', { name: 'British Columbia' }).click();
  await expect(page).toHaveURL(/\/ca\/Docs\/Calculators\/probate-fee\/BC$/);
});

test('an effort state asks for the hours at its estimated rates, and refuses an estate without a value', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/Docs/Calculators/executor-fee/CO');
  await page.getByTestId('calc-hours-standard').fill('20');
  await page.getByTestId('calc-run').click();
  await expect(page.getByTestId('calc-error')).toHaveText('Enter the gross value of the estate (above 0)');
  await page.getByTestId('calc-gross').fill('250000');
  await page.getByTestId('calc-run').click();
  // Colorado's estimated rate: the US $34.00 x 0.87
  await expect(page.getByTestId('calc-rate-standard')).toHaveValue('$29.58');
  await expect(page.getByTestId('calc-rates-note')).toContainText('estimates for Colorado');
  await expect(page.getByTestId('calc-amount')).toHaveText('$591.60');
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await pageAxeClean(page);
  // the user's own rate replaces the estimate
  await page.getByTestId('calc-rate-standard').fill('40');
  await page.getByTestId('calc-run').click();
  await expect(page.getByTestId('calc-amount')).toHaveText('$800.00');
  // another place, its own estimates: the District of Columbia's are x 1.5
  await page.getByTestId('calc-place').click();
  await page.getByRole('option', { name: 'District of Columbia' }).click();
  await expect(page.getByTestId('calc-rate-standard')).toHaveValue('$51.00');
  // the territories among the effort places (EFFORT_PLACES) can be chosen too
  await page.goto('/Docs/Calculators/executor-fee/MP');
  await expect(page.getByTestId('calc-place')).toHaveValue('Northern Mariana Islands');
  await expect(page.getByTestId('calc-rate-high')).toHaveValue('$195.00');
});

test('inside the Sample estate the calculators open filled in from the estate', async ({ page }) => {
  await page.goto('/estate/sample/Docs');
  await page.getByTestId('docs-probate-fee').click();
  await expect(page).toHaveURL(/\/estate\/sample\/Docs\/Calculators\/probate-fee$/);
  await expect(page.getByTestId('estate-calculator')).toBeVisible();
  // Georgia charges a flat court fee: the estate's state is chosen; New York charges by value
  await expect(page.getByTestId('calc-place')).toHaveValue('Georgia');
  await page.getByTestId('calc-place').click();
  await page.getByRole('option', { name: 'New York' }).click();
  // the Sample as the server holds it, through the same figures the page uses
  const full = await (await page.request.get('/api/estate/sample/full')).json();
  const figures = estateFeeFigures(ZWorkingCopy.parse(full.payload), todayIso());
  const gross = formatMoney(figures.gross);
  // from $250,000 to under $500,000: New York's $625 band
  expect([figures.gross >= 25_000_000, figures.gross < 50_000_000]).toEqual([true, true]);
  await expect(page.getByTestId('calc-gross')).toHaveValue(gross);
  await page.getByTestId('calc-run').click();
  await expect(page.getByTestId('calc-amount')).toHaveText('$625.00');
  await page.goto('/estate/sample/Docs/Calculators/executor-fee');
  await page.getByTestId('calc-place').click();
  await page.getByRole('option', { name: 'Nevada' }).click();
  await expect(page.getByTestId('calc-gross')).toHaveValue(gross);
  await expect(page.getByTestId('calc-debt')).toHaveValue('$0.00');
});

test('a state page shows its facts with sources; a state extra of the task list links to it', async ({
  page,
}) => {
  for (const width of [1280, PHONE.width]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/state/us/OH.html');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ohio: what an executor should know');
    const small = page.getByTestId('state-fact-small');
    await expect(small).toContainText('Release from administration up to $35,000');
    await expect(small.getByRole('link', { name: /Ohio Rev. Code ch. 2113/ })).toHaveAttribute(
      'href',
      'http://codes.ohio.gov/orc/2113',
    );
    await expect(page.getByTestId('state-fact-comp')).toContainText('Ohio Rev. Code §2113.35');
    expect(await pageWidth(page)).toBeLessThanOrEqual(width);
    await pageAxeClean(page);
  }
  await page.getByRole('link', { name: 'Executor fee calculator' }).click();
  await expect(page).toHaveURL(/\/Docs\/Calculators\/executor-fee\/OH$/);
  await expect(page.getByTestId('calc-place')).toHaveValue('Ohio');

  // Ontario's Estate Information Return is a state extra of the Canadian Sample's task list
  await page.goto('/estate/sample_ca/Tasks');
  await showAllTasks(page);
  await page.getByTestId('task-name-82').click();
  // One loaded CI run saw this click focus the link and navigate nowhere (as openOverviewAction's first clicks):
  // clicked again until the page changes; the link and where it leads are what this test holds.
  const ontario = /\/state\/ca\/ON\.html$/;
  await expect(async () => {
    if (!ontario.test(page.url())) await page.getByTestId('task-doc-state-page').click({ timeout: 3000 });
    await expect(page).toHaveURL(ontario, { timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByTestId('state-fact-probatefee')).toContainText('Estate Administration Tax Act');
});
