// Tax numbers and the Content-Security-Policy (issue 12): every tab loads under the CSP with no violation, the
// decedent's SSN shows masked until Reveal (read back from the server), an heir's number is revealed for the
// selected row, and a save that leaves the masked number alone keeps it. Screenshots at 1280 and 375 px.
import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { grid, makeEstate, selectRow, signUp } from './inventory-helpers';
import { ESTATE_TABS } from './support';

const SHOTS = '/tmp/secrets-shots';
const TABS = ESTATE_TABS;

/** CSP violations the pages report (events, across navigations) and the console's 'Refused to ...' lines. */
async function watchCsp(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) seen.push(m.text());
  });
  await page.exposeFunction('__cspReport', (line: string) => seen.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __cspReport: (l: string) => void }).__cspReport(
        `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
      ),
    );
  });
  return seen;
}

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

// Every page under the CSP, one test each (a walk of all twelve took a third of the time limit).
for (const path of [...TABS, '/', 'sample']) {
  test(`${path === '/' ? 'the home page' : path === 'sample' ? "the Sample's Overview" : `the ${path} tab`} loads under the CSP with no violation`, async ({
    page,
    baseURL,
  }) => {
    const violations = await watchCsp(page);
    await signUp(page, baseURL, 'secrets');
    if (path === '/' || path === 'sample') await page.goto(path === '/' ? '/' : '/estate/sample/Overview');
    else {
      const { id } = await makeEstate(page, {
        meta: { label: `CSP ${Date.now()}`, country_code: 'us', state: 'GA' },
        dec: { name: 'Harold Brooks', death_date: '2026-08-01', ssn: '987-65-4321' },
      });
      await page.goto(`/estate/${id}/${path}`);
      await expect(page.getByTestId(`tab-panel-${path}`)).toBeVisible();
    }
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });
}
