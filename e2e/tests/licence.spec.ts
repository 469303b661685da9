// Licences as an executor meets them (issue 18): the trial's days in the header; once the trial has ended the
// estate still reads but a save opens the licence dialog; the licence is bought through the checkout (the local
// test-mode one: the test server has no Stripe keys), confirmed on return, and the save goes through. A second
// estate uses a licence bought ahead (volume), after the password.
import { expect, type Page, test } from './fixtures';
import { endTrial } from './run-db';
import {
  createEstate,
  dialogAxeClean,
  openOverviewAction,
  PASSWORD,
  signUp,
  typeDecedentName,
} from './support';

test('a trial past its 10 days blocks changes until a licence is bought through the checkout', async ({
  page,
}) => {
  await signUp(page.request, 'Lena Licence');
  const id = await createEstate(page.request, `Licence ${Date.now()}`, 'Harold Brooks');
  await page.goto(`/estate/${id}/Overview`);
  await expect(page.getByTestId('trial-badge')).toHaveText('Trial: 10 days left');

  await endTrial(id);
  await page.goto(`/estate/${id}/Decedent`);
  // reading goes on; the dialog says why changes will not save
  await expect(page.getByRole('dialog', { name: 'Your free trial has ended' })).toBeVisible();
  await dialogAxeClean(page);
  await page.getByTestId('licence-decline').click();
  await expect(page.getByTestId('trial-badge')).toHaveText('Trial ended');
  await typeDecedentName(page, 'Harold J. Brooks');
  await page.getByTestId('save-button').click();
  await expect(page.getByTestId('licence-dialog')).toBeVisible();
  await expect(page.getByTestId('unsaved-badge')).toBeVisible();

  // the checkout, then back to the estate: the licence is confirmed and the edit is offered back and saved
  await page.getByTestId('licence-buy').click();
  await expect(page.getByTestId('local-checkout-amount')).toHaveText('$199.00');
  await page.getByTestId('local-checkout-pay').click();
  await expect(page).toHaveURL(new RegExp(`/estate/${id}/Overview`));
  await expect(page.getByText('Thank you: your estate is licensed')).toBeVisible();
  await expect(page.getByTestId('trial-badge')).toHaveCount(0);
  // the edit the trial refused was kept in this browser: offered back, it saves now
  await expect(page.getByTestId('restore-dialog')).toBeVisible();
  await page.getByTestId('restore-accept').click();
  await page.getByTestId('save-button').click();
  await expect(page.getByTestId('unsaved-badge')).toHaveCount(0);
  const saved = await page.request.get(`/api/estate/${id}`);
  expect((await saved.json()).payload.name).toBe('Harold J. Brooks');
});

test('licences bought ahead are used on an estate whose trial ended, with the password', async ({ page }) => {
  await signUp(page.request, 'Vic Volume');
  const id = await createEstate(page.request, `Volume ${Date.now()}`);
  await page.goto(`/estate/${id}/Overview`);
  await page.getByTestId('trial-badge').click();
  await page.getByTestId('licence-several').click();
  await page.getByTestId('licence-count').fill('6');
  // 4 at 199.00 and 2 at 169.15
  await expect(page.getByTestId('licence-buy-several')).toHaveText('Buy for $1,134.30');
  await page.getByTestId('licence-buy-several').click();
  await expect(page.getByTestId('local-checkout-amount')).toHaveText('$1,134.30');
  await page.getByTestId('local-checkout-pay').click();
  await expect(page.getByTestId('licence-held')).toContainText('You hold 6 licenses');

  await endTrial(id);
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Your free trial has ended' })).toBeVisible();
  await page.getByTestId('licence-password').fill('not my password');
  await page.getByTestId('licence-assign').click();
  await expect(page.getByTestId('licence-error')).toHaveText('The password is not correct.');
  await page.getByTestId('licence-password').fill(PASSWORD);
  await page.getByTestId('licence-assign').click();
  await expect(page.getByTestId('licence-dialog')).toHaveCount(0);
  await expect(page.getByTestId('trial-badge')).toHaveCount(0);
});

/**
 * Opens Estate Files from the Overview. The page is drawn by the server first: a click before its script has taken
 * over is lost (seen in CI, and after each return from the checkout), so the button is pressed again until the
 * dialog shows.
 */
async function openEstateFiles(page: Page) {
  const storage = page.getByTestId('files-storage');
  await expect(async () => {
    if (!(await storage.isVisible())) await page.getByTestId('action-Manage-Files').click();
    await expect(storage).toBeVisible({ timeout: 2_000 });
  }).toPass();
}

test('a licensed estate buys more file storage from Estate Files', async ({ page }) => {
  await signUp(page.request, 'Stu Storage');
  const id = await createEstate(page.request, `Storage ${Date.now()}`);
  await page.goto(`/estate/${id}/Overview`);
  await openEstateFiles(page);
  await expect(page.getByTestId('files-storage')).toContainText('of 100.0 MB used');
  await page.getByTestId('files-more-storage').click();
  // a trial estate is licensed first
  await page.getByTestId('storage-license-first').click();
  await page.getByTestId('licence-buy').click();
  await page.getByTestId('local-checkout-pay').click();
  await expect(page.getByText('Thank you: your estate is licensed')).toBeVisible();
  await openEstateFiles(page);
  await page.getByTestId('files-more-storage').click();
  await expect(page.getByTestId('storage-buy-premium')).toHaveText('5.0 GB of storage for $49.00');
  await page.getByTestId('storage-buy-premium').click();
  await expect(page.getByTestId('local-checkout-amount')).toHaveText('$49.00');
  await page.getByTestId('local-checkout-pay').click();
  await expect(page.getByText('Thank you: the estate has more room for files now')).toBeVisible();
  await openEstateFiles(page);
  await expect(page.getByTestId('files-storage')).toContainText('of 5.0 GB used');
  await page.getByTestId('files-more-storage').click();
  await expect(page.getByTestId('storage-buy-premium')).toHaveCount(0);
  await expect(page.getByTestId('storage-buy-ultimate')).toHaveText('20.0 GB of storage for $99.00');
});

test('the purchase page creates the account and the estate, then takes the payment', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('home-buy').click();
  await expect(page).toHaveURL(/\/buy$/);
  const email = `buyer.${Date.now()}@example.com`;
  await page.getByTestId('buy-name').fill('Bea Buyer');
  await page.getByTestId('buy-email').fill(email);
  await page.getByTestId('buy-password').fill(PASSWORD);
  await page.getByTestId('buy-label').fill('Dad');
  await page.getByTestId('buy-continue').click();
  await expect(page.getByTestId('local-checkout-amount')).toHaveText('$199.00');
  await page.getByTestId('local-checkout-pay').click();
  await expect(page.getByText('Thank you: your estate is licensed')).toBeVisible();
  await expect(page.getByTestId('estate-label')).toHaveText('Dad');
  await expect(page.getByTestId('trial-badge')).toHaveCount(0);
});

test('the probate lawyer service is priced for the county and bought once', async ({ page }) => {
  await signUp(page.request, 'Pam Probate');
  const id = await createEstate(page.request, `Probate ${Date.now()}`);
  await page.goto(`/estate/${id}/Overview`);
  await page.getByTestId('action-Use-Lawyer').click();
  // Georgia, no county entered: the state's price; Fulton County has its own
  await expect(page.getByTestId('probate-price')).toHaveText('$1,500.00');
  await page.getByTestId('probate-county').click();
  await page.getByRole('option', { name: 'Fulton' }).click();
  await expect(page.getByTestId('probate-price')).toHaveText('$1,800.00');
  await dialogAxeClean(page);
  await page.getByTestId('probate-buy').click();
  await expect(page.getByTestId('local-checkout-amount')).toHaveText('$1,800.00');
  await page.getByTestId('local-checkout-pay').click();
  await expect(page.getByText('Thank you: the probate lawyer service is paid')).toBeVisible();
  // buying it licensed the estate (the probate service includes the licence)
  await expect(page.getByTestId('trial-badge')).toHaveCount(0);
  await page.getByTestId('action-Use-Lawyer').click();
  await expect(page.getByTestId('probate-paid')).toContainText('for Fulton, GA');
  await expect(page.getByTestId('probate-buy')).toHaveCount(0);
});

test('another service needs a licence first, is bought once, and one alone is bought from the account', async ({
  page,
}) => {
  await signUp(page.request, 'Sid Service');
  const id = await createEstate(page.request, `Services ${Date.now()}`);
  await page.goto(`/estate/${id}/Overview`);
  await openOverviewAction(page, 'More-Services', page.getByTestId('services-dialog'));
  // Georgia: the executor service and the one sold alone; the house sale serves other states
  await expect(page.getByTestId('service-executor')).toContainText('$2,500.00');
  await expect(page.getByTestId('service-house')).toHaveCount(0);
  await expect(page.getByTestId('service-executor-buy')).toHaveCount(0);
  await dialogAxeClean(page);
  await page.getByTestId('services-licence-first').getByRole('button', { name: 'Buy a license' }).click();
  await page.getByTestId('licence-buy').click();
  await page.getByTestId('local-checkout-pay').click();
  await expect(page.getByText('Thank you: your estate is licensed')).toBeVisible();

  await page.getByTestId('action-More-Services').click();
  await page.getByTestId('service-executor-buy').click();
  await expect(page.getByTestId('local-checkout-amount')).toHaveText('$2,500.00');
  await page.getByTestId('local-checkout-pay').click();
  await expect(
    page.getByText('Thank you: the service is paid, and its provider will contact you'),
  ).toBeVisible();
  await page.getByTestId('action-More-Services').click();
  await expect(page.getByTestId('service-executor-paid')).toBeVisible();
  await expect(page.getByTestId('service-executor-buy')).toHaveCount(0);

  // on its own, from the account page, in Canadian dollars
  await page.goto('/account');
  await page.getByTestId('solo-currency').getByText('Canada (CA$)').click();
  await expect(page.getByTestId('service-planning')).toContainText('CA$390.00');
  await page.getByTestId('service-planning-buy').click();
  await expect(page.getByTestId('local-checkout-amount')).toHaveText('CA$390.00');
  await page.getByTestId('local-checkout-pay').click();
  await expect(page.getByTestId('account-service-paid')).toBeVisible();
  await page.getByTestId('solo-currency').getByText('Canada (CA$)').click();
  await expect(page.getByTestId('service-planning-paid')).toBeVisible();
});
