// A view-only member (estate_access 2) sees the estate but cannot change it: the UI offers no edits and the API
// refuses a write even when sent by hand. Access is granted straight in the run's PostgreSQL, as sharing would.

import { grantAccess } from '@probity/db';
import { expect, test } from './fixtures';
import { cellText } from './inventory-helpers';
import { base, grid, makeEstate, rowBy } from './ledger-helpers';
import { withRunDb } from './run-db';

const H = { 'x-probity': '1' };

async function signUpAs(page: import('@playwright/test').Page, baseURL: string | undefined, name: string) {
  const res = await page.request.post('/api/auth/sign-up/email', {
    headers: { ...H, origin: new URL(baseURL ?? '').origin },
    data: {
      name,
      email: `${name.toLowerCase()}.${Date.now()}@example.com`,
      password: 'correct horse battery',
    },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).user.id as string;
}

/** The run's embedded PostgreSQL: started by the web server in E2E_DATA_DIR on PG_PORT = E2E_PORT + 2000. */
test('a view-only member reads every tab, edits nothing, and the API refuses a write', async ({
  browser,
  baseURL,
}) => {
  const owner = await browser.newPage();
  await signUpAs(owner, baseURL, 'Olive');
  const { id } = await makeEstate(
    owner,
    base({
      assets: [{ id: -1, name: 'Checking', i_type: 14, val_death: 250_000 }],
      heirs: [{ id: -2, name: 'Ann', i_type: 2, percent_target: 100_000 }],
      txacts: [{ id: -3, asset: -1, cat: 1, i_type: 0, val: 12_345, date: '2026-09-10', name: 'Pension' }],
    }),
  );
  const viewer = await browser.newPage();
  const viewerId = await signUpAs(viewer, baseURL, 'Vera');
  await withRunDb((db) => grantAccess(db, id, viewerId, 2));

  await viewer.goto(`/estate/${id}/Assets`);
  await expect(viewer.getByTestId('view-only-banner')).toContainText('view-only access');
  const assets = grid(viewer, 'assets');
  await expect(cellText(assets, 'Checking', 'val_death')).toHaveText('$2,500.00');
  await expect(viewer.getByTestId('asset-add')).toHaveCount(0);
  await rowBy(assets, 'name', 'Checking').locator('[col-id="name"]').dblclick();
  await expect(assets.locator('.ag-cell-inline-editing')).toHaveCount(0);
  await viewer.goto(`/estate/${id}/Cashflow?all=true`);
  await expect(cellText(grid(viewer, 'cashflow'), 'Pension', 'amount')).toHaveText('$123.45');
  await expect(viewer.getByTestId('cash-new')).toHaveCount(0);
  await viewer.getByTestId('tab-Heirs').click();
  await expect(rowBy(grid(viewer, 'heirs'), 'name', 'Ann')).toBeVisible();
  await expect(viewer.getByTestId('heir-add')).toHaveCount(0);
  await expect(viewer.getByTestId('save-button')).toHaveCount(0);

  // The UI is not the guard: the same write sent by hand is refused, and nothing changes.
  const write = await viewer.request.post(`/api/estate/${id}/assets`, {
    headers: H,
    data: [[{ id: -9, name: 'Sneaky', i_type: 14 }], [], []],
  });
  expect(write.status()).toBe(403);
  const full = (await (await owner.request.get(`/api/estate/${id}/full`)).json()).payload;
  expect(full.assets.map((a: { name: string }) => a.name)).toEqual(['Estate Cashflow Account', 'Checking']);
});
