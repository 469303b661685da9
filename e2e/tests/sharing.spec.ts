// Sharing as two (then three) people would do it (issue 18): the owner invites a co-executor from the Overview,
// the invitation link (handed back: the test server sends no email) signs them up and opens the estate; they
// edit it; a viewer sees it read-only; the owner hands the estate over and keeps view access.
import { type Browser, expect, type Page, test } from './fixtures';
import {
  createEstate,
  decedentOnServer,
  dialogAxeClean,
  openShareDialog,
  PASSWORD,
  signUp,
  typeDecedentName,
  uniqueEmail,
} from './support';

/** The owner invites `email` from the users list; answers the link the dialog shows. */
async function invite(page: Page, email: string, name: string, access: 'Edit' | 'View Only') {
  await page.getByTestId('invite-name').fill(name);
  await page.getByTestId('invite-email').fill(email);
  await page.getByTestId('invite-access').click();
  await page.getByRole('option', { name: access, exact: true }).click();
  await page.getByTestId('invite-send').click();
  await expect(page.getByTestId(`user-${email}`)).toContainText('Invited');
  const link = await page.getByTestId('invite-link').inputValue();
  expect(link).toMatch(/\/invite\/[\w-]{40,}$/);
  return new URL(link).pathname;
}

async function newPage(browser: Browser) {
  return (await browser.newContext()).newPage();
}

/** An owner (signed in, in a page of their own) and their estate, made through the API. */
async function ownerWithEstate(browser: Browser) {
  const owner = await newPage(browser);
  const ownerEmail = await signUp(owner.request, 'Olive Owner');
  const id = await createEstate(owner.request, `Shared ${Date.now()}`, 'Harold Brooks');
  return { owner, ownerEmail, id };
}

/** Through the API: the owner invites a new account with `access` (1 Edit, 2 View Only), which accepts. */
async function sharedWith(browser: Browser, owner: Page, id: string, name: string, access: 1 | 2) {
  const page = await newPage(browser);
  const email = await signUp(page.request, name);
  const sent = await owner.request.post(`/api/estate/${id}/ua`, {
    headers: { 'x-probity': '1' },
    data: { name, email, access },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const token = new URL((await sent.json()).payload.link).pathname.split('/').pop();
  const accepted = await page.request.post(`/api/invite/${token}`, { headers: { 'x-probity': '1' } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return { page, email };
}

test('the owner invites a co-executor with no account: the link signs them up, and they edit the estate', async ({
  browser,
}) => {
  const { owner, ownerEmail, id } = await ownerWithEstate(browser);
  await owner.goto(`/estate/${id}/Overview`);
  await openShareDialog(owner);
  await expect(owner.getByTestId('user-access-owner')).toContainText(ownerEmail);
  await expect(owner.getByTestId('users-empty')).toBeVisible();
  await dialogAxeClean(owner);

  // a co-executor with no account: the link signs them up with the invited email and opens the estate
  const coexecEmail = uniqueEmail('coexec');
  const coexecLink = await invite(owner, coexecEmail, 'Cora Coexec', 'Edit');
  const coexec = await newPage(browser);
  await coexec.goto(coexecLink);
  await expect(coexec.getByTestId('invite-page')).toContainText('Olive Owner shared');
  await coexec.getByTestId('invite-signup').click();
  await expect(coexec.getByTestId('signup-email')).toHaveValue(coexecEmail);
  await coexec.getByTestId('signup-name').fill('Cora Coexec');
  await coexec.getByTestId('signup-password').fill(PASSWORD);
  await coexec.getByTestId('signup-submit').click();
  await expect(coexec).toHaveURL(new RegExp(`/estate/${id}/Overview`));
  await expect(coexec.getByTestId('estate-role')).toHaveText('Can edit');
  await coexec.goto(`/estate/${id}/Decedent`);
  await typeDecedentName(coexec, 'Harold J. Brooks');
  await coexec.getByTestId('save-button').click();
  await expect(coexec.getByTestId('unsaved-badge')).toHaveCount(0);
  expect((await decedentOnServer(owner.request, id)).name).toBe('Harold J. Brooks');
});

test('a viewer who has an account accepts with one click and reads the estate; the API refuses their write', async ({
  browser,
}) => {
  const { owner, id } = await ownerWithEstate(browser);
  await owner.goto(`/estate/${id}/Overview`);
  await openShareDialog(owner);
  const viewer = await newPage(browser);
  const viewerEmail = await signUp(viewer.request, 'Vic Viewer');
  const viewerLink = await invite(owner, viewerEmail, 'Vic', 'View Only');
  await viewer.goto(viewerLink);
  await expect(viewer.getByTestId('invite-page')).toContainText(`Signed in as Vic Viewer (${viewerEmail})`);
  await viewer.getByTestId('invite-accept').click();
  await expect(viewer.getByTestId('estate-role')).toHaveText('View only');
  await expect(viewer.getByTestId('view-only-banner')).toBeVisible();
  const refused = await viewer.request.put(`/api/estate/${id}`, {
    headers: { 'x-probity': '1' },
    data: { force: true, distributor: 'Vic' },
  });
  expect(refused.status()).toBe(403);
});

test('the owner hands the estate over to a co-executor, keeping view access, and the history says who did what', async ({
  browser,
}) => {
  const { owner, id } = await ownerWithEstate(browser);
  const { page: coexec, email: coexecEmail } = await sharedWith(browser, owner, id, 'Cora Coexec', 1);
  const { email: viewerEmail } = await sharedWith(browser, owner, id, 'Vic Viewer', 2);

  // the owner sees both responded, then transfers ownership to the co-executor, keeping view access
  await owner.goto(`/estate/${id}/Overview`);
  await openShareDialog(owner);
  await expect(owner.getByTestId(`user-${coexecEmail}`).getByTestId('user-responded')).toBeVisible();
  await expect(owner.getByTestId(`user-${viewerEmail}`).getByTestId('user-responded')).toBeVisible();
  await owner.getByTestId('owner-change-open').click();
  await owner.getByTestId('owner-change-to').click();
  await owner.getByRole('option', { name: new RegExp(coexecEmail.replace(/[.]/g, '\\.')) }).click();
  await owner.getByTestId('owner-keep-2').click();
  await owner.getByTestId('owner-change-password').fill('not my password');
  await owner.getByTestId('owner-change-save').click();
  await expect(owner.getByTestId('owner-change-error')).toHaveText('The password is not correct.');
  await owner.getByTestId('owner-change-password').fill(PASSWORD);
  await owner.getByTestId('owner-change-save').click();
  await expect(owner.getByText('Ownership change successful')).toBeVisible();
  await expect(owner).toHaveURL(/\/$/);
  await expect(owner.getByTestId('my-estates')).toContainText('View only');

  const isOwner = await coexec.request.get(`/api/estate/${id}/ua?is_owner=y`);
  expect((await isOwner.json()).payload).toBe('y');
  // the new owner reads the history: every step, who took it
  await coexec.goto(`/estate/${id}/Overview`);
  await expect(coexec.getByTestId('estate-role')).toHaveText('Owner');
  await openShareDialog(coexec);
  await coexec.getByTestId('history-open').click();
  const history = coexec.getByTestId('audit-table');
  await expect(history).toContainText(`Transferred ownership to ${coexecEmail}, keeping View Only`);
  await expect(history).toContainText(`Invited ${viewerEmail} (View Only)`);
  await expect(history).toContainText(`${coexecEmail} accepted the invitation`);
  await dialogAxeClean(coexec);
});

test('the users list and the invitation page fit a phone', async ({ browser }) => {
  const owner = await (await browser.newContext({ viewport: { width: 375, height: 812 } })).newPage();
  await signUp(owner.request, 'Pia Phone');
  const id = await createEstate(owner.request, `Phone share ${Date.now()}`);
  await owner.goto(`/estate/${id}/Overview`);
  await openShareDialog(owner);
  const link = await invite(owner, uniqueEmail('phone'), 'Phil', 'View Only');
  await dialogAxeClean(owner);
  const width = () => owner.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(await width()).toBeLessThanOrEqual(375);
  const guest = await (await browser.newContext({ viewport: { width: 375, height: 812 } })).newPage();
  await guest.goto(link);
  await expect(guest.getByTestId('invite-signup')).toBeVisible();
  expect(await guest.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(375);
  await guest.goto('/invite/this-link-was-never-sent-0000000000000');
  await expect(guest.getByTestId('invite-problem')).toHaveText(
    'This invitation is no longer valid: ask the owner to send it again',
  );
});

test('the owner finds a lawyer of the directory near the estate and gives it access', async ({ browser }) => {
  const owner = await newPage(browser);
  await signUp(owner.request, 'Lou Lawyerless');
  const id = await createEstate(owner.request, `Lawyer ${Date.now()}`);
  await owner.goto(`/estate/${id}/Overview`);
  await openShareDialog(owner);
  await owner.getByTestId('supplier-open').click();
  await owner.getByTestId('supplier-county').fill('Fulton');
  await owner.getByTestId('supplier-search').click();
  const firm = owner.getByTestId('supplier-peachtree.probate@example.com');
  await expect(firm).toContainText('Peachtree Probate Law (test)');
  await expect(firm).toContainText('Preferred');
  await expect(owner.getByTestId('supplier-cobb.estates@example.com')).toHaveCount(0);
  await dialogAxeClean(owner);
  await firm.getByTestId('supplier-grant').click();
  await expect(owner.getByTestId('user-peachtree.probate@example.com')).toContainText('Invited');
  await expect(owner.getByTestId('invite-link')).toHaveValue(/\/invite\//);
  const found = await owner.request.get(
    '/api/supplier/find?by=county&state=GA&county=Fulton&supplier_type=1',
  );
  const supplierId = (await found.json()).payload[0].id;
  const level = await owner.request.get(`/api/estate/${id}/ua?supplier_id=${supplierId}`);
  expect((await level.json()).payload).toBe(1);
});
