// Issue 2 flows in a real browser: new estate -> account -> save -> reload; autosave; revert; two editors in
// conflict; unsaved edits surviving a reload; the Sample estate read-only for a visitor.
import { expect, test } from './fixtures';
import {
  createEstate,
  decedentOnServer,
  PASSWORD,
  setAutosave,
  signedInContext,
  signUp,
  typeDecedentName,
  uniqueEmail,
} from './support.ts';

test('a visitor starts an estate, fills the decedent, creates an account to save it, and a reload shows it', async ({
  page,
}) => {
  await page.goto('/estate/new/Decedent?created=u');
  await page.getByTestId('dec-name').fill('Harold Q Tester');
  await page.getByTestId('dec-birth-date').fill('3/4/1940');
  await page.getByTestId('dec-birth-date').blur();
  await page.getByTestId('dec-death-date').fill('10-1-26'); // m-d-yy: a two-digit year within 100 years of now
  await page.getByTestId('dec-death-date').blur();
  await expect(page.getByTestId('dec-death-date')).toHaveValue('01-Oct-2026');

  await page.getByTestId('save-button').click();
  await page.getByTestId('signup-name').fill('Harold Junior');
  await page.getByTestId('signup-email').fill(uniqueEmail('visitor'));
  await page.getByTestId('signup-password').fill(PASSWORD);
  await page.getByTestId('signup-label').fill('Dad estate');
  await page.getByTestId('signup-submit').click();

  await expect(page).toHaveURL(/\/estate\/(?!new)[a-z0-9_]+\/Decedent/);
  const estateId = new URL(page.url()).pathname.split('/')[2];
  await page.reload();
  await expect(page.getByTestId('dec-name')).toHaveValue('Harold Q Tester');
  await expect(page.getByTestId('dec-birth-date')).toHaveValue('04-Mar-1940');
  await expect(page.getByTestId('dec-death-date')).toHaveValue('01-Oct-2026');
  const meta = await decedentOnServer(page.request, estateId);
  expect(meta.name).toBe('Harold Q Tester');

  await page.goto('/');
  await expect(page.getByTestId('estates-table')).toContainText('Dad estate');
  await expect(page.getByTestId('estates-table')).toContainText('01-Oct-2026');
});

test('autosave saves on its interval for a user who turned it on, without pressing Save', async ({
  page,
}) => {
  await signUp(page.request);
  await setAutosave(page.request, true);
  const id = await createEstate(page.request, 'Autosave estate');
  await page.addInitScript(() => {
    (window as unknown as { __PROBITY_AUTOSAVE_MS: number }).__PROBITY_AUTOSAVE_MS = 1500;
  });
  await page.goto(`/estate/${id}/Decedent`);
  // nothing presses Save: the name reaching the server is the autosave's doing (the unsaved badge may come and go
  // between two looks on a busy machine, so the server is what is watched)
  await page.getByTestId('dec-name').fill('Autosaved Name');
  await page.getByTestId('dec-name').blur();
  await expect
    .poll(async () => (await decedentOnServer(page.request, id)).name, { timeout: 15_000 })
    .toBe('Autosaved Name');
  await expect(page.getByTestId('unsaved-badge')).toBeHidden();
});

test('with the preference unset and a field focused, autosave waits and asks the user to choose', async ({
  page,
}) => {
  await signUp(page.request);
  const id = await createEstate(page.request, 'Ask estate');
  await page.addInitScript(() => {
    (window as unknown as { __PROBITY_AUTOSAVE_MS: number }).__PROBITY_AUTOSAVE_MS = 1000;
  });
  await page.goto(`/estate/${id}/Decedent`);
  await page.getByTestId('dec-name').fill('Typed While Focused'); // focus stays in the field
  await expect(page.getByTestId('autosave-dialog')).toBeVisible({ timeout: 15_000 });
  await page.getByTestId('autosave-on').click();
  await expect(page.getByTestId('unsaved-badge')).toBeHidden({ timeout: 15_000 });
  expect((await decedentOnServer(page.request, id)).name).toBe('Typed While Focused');
  const user = await (await page.request.get('/api/user')).json();
  expect(user.payload.autosave).toBe(true);
});

test('Revert asks first, then reloads the saved estate and drops the edits', async ({ page }) => {
  await signUp(page.request);
  const id = await createEstate(page.request, 'Revert estate', 'Original Name');
  await page.goto(`/estate/${id}/Decedent`);
  await typeDecedentName(page, 'Edited Name');
  await page.getByTestId('revert-button').click();
  await page.getByTestId('revert-cancel').click();
  await expect(page.getByTestId('dec-name')).toHaveValue('Edited Name');
  await page.getByTestId('revert-button').click();
  await page.getByTestId('revert-confirm').click();
  await expect(page.getByTestId('dec-name')).toHaveValue('Original Name');
  await expect(page.getByTestId('unsaved-badge')).toBeHidden();
  expect((await decedentOnServer(page.request, id)).name).toBe('Original Name');
});

test('two sessions saving the same estate: the second gets a conflict, then saves anyway', async ({
  browser,
}) => {
  const first = await browser.newContext();
  const email = await signUp(first.request);
  const id = await createEstate(first.request, 'Shared estate', 'Start Name');
  const second = await signedInContext(() => browser.newContext(), email);
  const a = await first.newPage();
  const b = await second.newPage();
  await a.goto(`/estate/${id}/Decedent`);
  await b.goto(`/estate/${id}/Decedent`);
  await expect(b.getByTestId('dec-name')).toHaveValue('Start Name');

  await typeDecedentName(a, 'Name From A');
  await a.getByTestId('save-button').click();
  await expect(a.getByTestId('unsaved-badge')).toBeHidden();

  await typeDecedentName(b, 'Name From B');
  await b.getByTestId('save-button').click();
  await expect(b.getByTestId('conflict-dialog')).toBeVisible();
  expect((await decedentOnServer(b.request, id)).name).toBe('Name From A'); // nothing overwritten yet
  await b.getByTestId('conflict-force').click();
  await expect(b.getByTestId('unsaved-badge')).toBeHidden();
  expect((await decedentOnServer(b.request, id)).name).toBe('Name From B');
  await first.close();
  await second.close();
});

test('unsaved edits survive a reload and are offered back', async ({ page }) => {
  await signUp(page.request);
  const id = await createEstate(page.request, 'Crash estate', 'Before Crash');
  await page.goto(`/estate/${id}/Decedent`);
  await typeDecedentName(page, 'Typed Before Crash');
  page.on('dialog', (d) => d.accept()); // the leave warning
  await page.reload();
  await expect(page.getByTestId('restore-dialog')).toBeVisible();
  await page.getByTestId('restore-accept').click();
  await expect(page.getByTestId('dec-name')).toHaveValue('Typed Before Crash');
  await page.getByTestId('save-button').click();
  await expect(page.getByTestId('unsaved-badge')).toBeHidden();
  expect((await decedentOnServer(page.request, id)).name).toBe('Typed Before Crash');
});

test('a visitor can read the Sample estate but not change it, in the UI and through the API', async ({
  page,
}) => {
  await page.goto('/estate/sample/Decedent');
  await expect(page.getByTestId('dec-name')).toHaveValue(/\S+/);
  await expect(page.getByTestId('dec-name')).toHaveAttribute('readonly', '');
  await expect(page.getByTestId('save-button')).toHaveCount(0);
  const res = await page.request.post('/api/estate/sample/save', {
    headers: { 'x-probity': '1', 'content-type': 'application/json' },
    data: { revision: 1, force: true, parts: { meta: { label: 'Hacked' } } },
  });
  expect(res.status()).toBe(403);
  expect((await res.json()).msg).toBe('You cannot save changes to the Sample estate.');
});

test('an unknown estate id shows "Estate does not exist" and goes home', async ({ page }) => {
  await signUp(page.request);
  await page.goto('/estate/nosuchestate1/Decedent');
  await expect(page.getByTestId('estate-missing-dialog')).toContainText('Estate does not exist');
  await page.getByTestId('estate-missing-ok').click();
  await expect(page).toHaveURL(/\/$/);
});

test('a new estate shows its Estate Cashflow Account before the first save, and saving keeps exactly one', async ({
  page,
}) => {
  await page.goto('/estate/new/Assets?created=u');
  await page.keyboard.press('Escape'); // the quick-start wizard opens on a new estate
  await expect(page.locator('.ag-row').filter({ hasText: 'Estate Cashflow Account' })).toHaveCount(1);
  await page.getByTestId('tab-Decedent').click();
  await page.getByTestId('dec-name').fill('Nora New');
  await page.getByTestId('dec-name').blur();
  await page.getByTestId('save-button').click();
  await page.getByTestId('signup-name').fill('Nora Junior');
  await page.getByTestId('signup-email').fill(uniqueEmail('newacct'));
  await page.getByTestId('signup-password').fill(PASSWORD);
  await page.getByTestId('signup-label').fill('New estate account');
  await page.getByTestId('signup-submit').click();
  await expect(page).toHaveURL(/\/estate\/(?!new)[a-z0-9_]+\//);
  const estateId = new URL(page.url()).pathname.split('/')[2];
  const full = await (await page.request.get(`/api/estate/${estateId}/full`)).json();
  const accounts = full.payload.assets.filter((a: { i_type: number }) => a.i_type === 17);
  expect(accounts.map((a: { name: string }) => a.name)).toEqual(['Estate Cashflow Account']);
});
