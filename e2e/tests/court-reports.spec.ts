// Court-ready reports (issue 36, point 3): the court and account filled in on the Decedent tab (with the domain's
// message for a bad account number), then the inventory and the accounting carrying them in their caption, ending
// with the verification, and leaving out the $0.00 estate account unless asked; at 1280 px and on a 375 px phone,
// where the report's rows stack and every amount stays inside the screen. axe clean throughout.
import { expect, type Page } from './fixtures';
import { checkPdf } from './inventory-helpers';
import { base, makeEstate, SHOTS, saveEstate, test } from './ledger-helpers';
import { dialogAxeClean, PHONE, pageAxeClean } from './support';

const COURT = {
  distributor: 'Jordan Brooks',
  court_name: 'Probate Court of Franklin County',
  court_county: 'Franklin',
  case_no: '2026 EST 001234',
  fiduciary_addr: '12 Elm St., Columbus, OH 43215',
  account_kind: 'final',
  account_no: 1,
};

// An Ohio estate: checking 12,500.00 and a house 450,000.00 at death; the server adds the Estate Cashflow Account
// ($0.00 at death). 500.00 moves to the estate account in September.
const ohio = (meta: Record<string, unknown> = {}) => {
  const body = base({
    assets: [
      { id: -1, name: 'Checking', i_type: 14, val_death: 1_250_000 },
      { id: -2, name: 'House', i_type: 6, val_death: 45_000_000 },
    ],
  });
  return { ...body, meta: { ...body.meta, state: 'OH', ...meta } };
};

/** Opens a report of a new estate from its Overview (the accounting with the carry approach); answers the dialog. */
async function openReport(
  page: Page,
  kind: 'Inventory' | 'Accounting',
  meta: Record<string, unknown> = COURT,
) {
  const { id } = await makeEstate(page, ohio(meta));
  await page.goto(`/estate/${id}/Overview`);
  await page.getByTestId(`action-${kind}-Report`).click();
  if (kind === 'Accounting') await page.getByLabel(/^Carry value/).check();
  return page.getByTestId('report-dialog');
}

/** Every amount of the open report lies inside the dialog's visible box, and the dialog does not scroll sideways. */
async function amountsInside(page: Page): Promise<number> {
  const body = page.locator('.mantine-Modal-body');
  expect(await body.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  const box = await body.boundingBox();
  const figures = await page.locator('[data-testid="report-dialog"] [data-figure]').all();
  for (const f of figures) {
    const b = await f.boundingBox();
    expect(
      b && box && b.x >= box.x - 0.5 && b.x + b.width <= box.x + box.width + 0.5,
      await f.textContent(),
    ).toBe(true);
  }
  return figures.length;
}

test('the court and account are filled in on the Decedent tab, a bad account number is refused with its reason', async ({
  page,
}) => {
  const { id } = await makeEstate(page, ohio());
  await page.goto(`/estate/${id}/Decedent`);
  const card = page.getByTestId('court-card');
  await card.getByTestId('court-name').fill(COURT.court_name);
  await card.getByTestId('court-county').fill(COURT.court_county);
  await card.getByTestId('court-case-no').fill(COURT.case_no);
  await card.getByTestId('court-fiduciary').fill(COURT.distributor);
  await card.getByTestId('court-fiduciary-addr').fill(COURT.fiduciary_addr);
  await card.getByTestId('court-account-kind').click();
  await page.getByRole('option', { name: 'Final account' }).click();
  await card.getByTestId('court-account-no').fill('0');
  await expect(card).toContainText('The account number must be a whole number from 1 to 99');
  await card.getByTestId('court-account-no').fill('1');
  await expect(card).not.toContainText('The account number must be');
  await pageAxeClean(page);
  await card.screenshot({ path: `${SHOTS}/court-card-1280.png` });
  await saveEstate(page);
  const meta = (await (await page.request.get(`/api/estate/${id}`)).json()).payload;
  expect(meta).toMatchObject(COURT);
});

test('the inventory: caption, $0.00 estate account left out unless asked, verification; in the PDF too', async ({
  page,
}) => {
  const report = await openReport(page, 'Inventory');
  for (const line of [
    'Court: Probate Court of Franklin County',
    'Estate of Harold Brooks, deceased',
    'Case no. 2026 EST 001234',
    'Personal representative: Jordan Brooks, 12 Elm St., Columbus, OH 43215',
  ])
    await expect(report).toContainText(line);
  const personal = report.getByRole('region', { name: 'Probate: personal property' });
  await expect(personal).not.toContainText('Estate Cashflow Account');
  await expect(personal).toContainText('1 asset valued $0.00 at death, not listed');
  // Personal property at death: the checking account alone, 12,500.00, with or without the estate account.
  await expect(personal.getByRole('row').last()).toContainText('$12,500.00');
  const verification = report.getByTestId('report-verification');
  await expect(verification).toContainText('I, Jordan Brooks, am the personal representative of the estate.');
  await expect(verification).toContainText('Notary public, where your court asks for one');
  await dialogAxeClean(page);

  await page.getByTestId('report-zeros').click();
  await expect(personal).toContainText('Estate Cashflow Account');
  await expect(personal).not.toContainText('not listed');
  await expect(personal.getByRole('row').last()).toContainText('$12,500.00');
  await page.getByTestId('report-zeros').click();

  const pdf = page.waitForEvent('download');
  await page.getByTestId('report-pdf').click();
  const file = `${SHOTS}/court-inventory.pdf`;
  await (await pdf).saveAs(file);
  const { text } = checkPdf(file, 'court-inventory');
  expect(text).toContain('Case no. 2026 EST 001234');
  expect(text).not.toContain('Estate Cashflow Account');
  expect(text).toMatch(/Assets\s+\$462,500\.00/);
  expect(text).toMatch(/Verification[\s\S]*Signature of the personal representative[\s\S]*Jordan Brooks/);
});

test('the New York accounting: which account in the caption, sworn before a notary', async ({ page }) => {
  const nyCourt = { ...COURT, state: 'NY', court_name: "Surrogate's Court, Kings County" };
  const report = await openReport(page, 'Accounting', nyCourt);
  await expect(page.getByTestId('report-format')).toHaveValue("New York Surrogate's Court (JA-7)");
  await page.getByTestId('report-show').click();
  await expect(report.getByTestId('report-balance')).toContainText('Balanced to the cent');
  await expect(report).toContainText('Final account no. 1');
  // The supporting schedules: the checking account (12,500.00) is the cash on hand; nothing was bought.
  const memos = report.getByRole('region', { name: 'Supporting schedules (outside the totals above)' });
  await expect(memos.getByRole('row').filter({ hasText: 'Schedule J' })).toContainText('$12,500.00');
  await expect(memos.getByRole('row').filter({ hasText: 'Schedule F' })).toContainText('$0.00');
  await expect(report.getByTestId('report-verification')).toContainText(
    'Sworn to or affirmed before me on (date)',
  );
  await expect(report.getByTestId('report-verification')).toContainText('Notary public');
  await dialogAxeClean(page);
  // A tablet keeps the tables: every amount inside the dialog there too.
  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(report.locator('table').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/court-accounting-768.png` });
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the inventory stacks its rows: every amount on screen, axe clean', async ({ page }) => {
    const report = await openReport(page, 'Inventory');
    await expect(report.getByTestId('report-stacked-total').first()).toContainText('$450,000.00');
    await expect(report.locator('table')).toHaveCount(0);
    expect(await amountsInside(page)).toBeGreaterThan(10);
    await dialogAxeClean(page);
    await page.screenshot({ path: `${SHOTS}/court-inventory-375.png`, fullPage: true });
  });

  test('the accounting stacks its rows: every amount on screen, axe clean', async ({ page }) => {
    const report = await openReport(page, 'Accounting');
    await page.getByTestId('report-show').click();
    await expect(report.getByTestId('report-balance')).toContainText('Balanced to the cent');
    const summary = report.getByRole('region', { name: 'Summary' });
    await expect(summary.getByTestId('report-stacked-total')).toContainText('$462,500.00');
    expect(await amountsInside(page)).toBeGreaterThan(4);
    await dialogAxeClean(page);
    await page.screenshot({ path: `${SHOTS}/court-accounting-375.png`, fullPage: true });
  });

  test('the court and account card fits the phone and is axe clean', async ({ page }) => {
    const { id } = await makeEstate(page, ohio(COURT));
    await page.goto(`/estate/${id}/Decedent`);
    const card = page.getByTestId('court-card');
    await expect(card.getByTestId('court-case-no')).toHaveValue(COURT.case_no);
    const b = await card.boundingBox();
    expect(b && b.x >= 0 && b.x + b.width <= PHONE.width).toBe(true);
    await pageAxeClean(page);
    await card.screenshot({ path: `${SHOTS}/court-card-375.png` });
  });
});
