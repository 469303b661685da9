// Tax numbers (issue 12): the decedent's SSN shows masked until Reveal (read back from the server), an heir's number
// is revealed for the selected row, and a save that leaves the masked number alone keeps it, all under the
// Content-Security-Policy. Screenshots at 1280 and 375 px. Every tab and the home page load under the CSP with no
// violation: the accessibility specs watch it on each page they open (support.ts, watchCsp).
import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures';
import { grid, makeEstate, selectRow, signUp } from './inventory-helpers';
import { watchCsp } from './support';

const SHOTS = '/tmp/secrets-shots';

test('tax numbers are masked until revealed, and a save that leaves the mask keeps the number', async ({
  page,
  baseURL,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const violations = await watchCsp(page);
  await signUp(page, baseURL, 'secrets');
  const { id, ids } = await makeEstate(page, {
    meta: { label: `Secrets ${Date.now()}`, country_code: 'us', state: 'GA' },
    dec: { name: 'Harold Brooks', death_date: '2026-08-01', ssn: '987-65-4321' },
    heirs: [{ id: -1, name: 'Nora Brooks', ssn: '123-45-6789' }],
  });

  const doc = await page.goto(`/estate/${id}/Decedent`);
  expect(doc?.headers()['content-security-policy']).toContain("script-src 'self'");
  const ssn = page.getByTestId('dec-ssn');
  await expect(ssn).toHaveValue('•••-••-4321');
  await expect(ssn).toHaveAttribute('readonly', '');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.getByTestId('decedent-person').screenshot({ path: `${SHOTS}/decedent-masked-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByTestId('dec-ssn-reveal').click();
  await expect(ssn).toHaveValue('987-65-4321');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.getByTestId('decedent-person').screenshot({ path: `${SHOTS}/decedent-revealed-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByTestId('dec-ssn-hide').click();
  await expect(ssn).toHaveValue('•••-••-4321');

  // a save of another field sends the mask back: the number stays
  await page.getByTestId('dec-phone').fill('404-555-0100');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect
    .poll(async () => (await (await page.request.get(`/api/estate/${id}/dec`)).json()).payload.phone)
    .toBe('404-555-0100');
  const clear = await page.request.get(`/api/estate/${id}/secret`);
  expect((await clear.json()).payload.ssn).toBe('987-65-4321');

  await page.goto(`/estate/${id}/Heirs`);
  const g = grid(page, 'heirs');
  await selectRow(g, 'Nora Brooks');
  await page.getByTestId('heir-reveal-ssn').click();
  await expect(page.getByTestId('heir-ssn-shown')).toContainText('123-45-6789');
  await page.screenshot({ path: `${SHOTS}/heirs-revealed-1280.png` });
  expect(ids['-1']).toBeGreaterThan(0);

  // a PDF export (jsPDF) and its download run under the same policy
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'PDF', exact: true }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  expect(violations).toEqual([]);
});
