// Account settings as a user would change them (issue 18): the name, the password with the current one, a
// forgotten password reset from the sign-in dialog through the emailed link (kept in the outbox: the test server
// sends no email), and the page at phone width.
import { expect, test } from './fixtures';
import { axe, dialogAxeClean, PASSWORD, signUp } from './support';

const NEW_PASSWORD = 'another-strong-password-2';

test('renames the account, changes the password, then resets a forgotten one from the emailed link', async ({
  browser,
}) => {
  const me = await (await browser.newContext()).newPage();
  const email = await signUp(me.request, 'Ada Account');
  await me.goto('/');
  await me.getByTestId('user-menu').click();
  await me.getByTestId('account-settings').click();
  await expect(me).toHaveURL(/\/account$/);
  await expect(me.getByTestId('account-email')).toHaveText(email);

  await me.getByTestId('account-name').fill('Ada B. Account');
  await me.getByTestId('account-name-save').click();
  await expect(me.getByTestId('user-menu')).toContainText('Ada B. Account');

  await me.getByTestId('account-password-current').fill('not my password');
  await me.getByTestId('account-password-new').fill(NEW_PASSWORD);
  await me.getByTestId('account-password-save').click();
  await expect(me.getByTestId('account-password-error')).toBeVisible();
  await me.getByTestId('account-password-current').fill(PASSWORD);
  await me.getByTestId('account-password-save').click();
  await expect(me.getByText('Your password is changed.')).toBeVisible();
  await expect(me.getByTestId('account-session')).toHaveCount(1);

  // forgotten on another device: the sign-in dialog sends a link; it arrives in the account's outbox
  const other = await (await browser.newContext()).newPage();
  await other.goto('/');
  await other.getByTestId('signin-button').click();
  await other.getByTestId('signin-email').fill(email);
  await other.getByTestId('to-forgot').click();
  await expect(other.getByTestId('forgot-email')).toHaveValue(email);
  await other.getByTestId('forgot-submit').click();
  await expect(other.getByTestId('forgot-sent')).toContainText(email);
  const mail = (await (await me.request.get('/api/outbox')).json()).payload[0];
  expect(mail.subject).toBe('Reset your Probity password');
  const link = /http\S+\/reset-password\?token=\S+/.exec(mail.body)?.[0] ?? '';
  await other.goto(new URL(link).pathname + new URL(link).search);
  await other.getByTestId('reset-password').fill('third-password-333');
  await other.getByTestId('reset-password-again').fill('third-password-333');
  await other.getByTestId('reset-submit').click();
  await expect(other.getByTestId('reset-done')).toBeVisible();
  await other.getByTestId('reset-signin').click();
  await other.getByTestId('signin-email').fill(email);
  await other.getByTestId('signin-password').fill('third-password-333');
  await other.getByTestId('signin-submit').click();
  await expect(other.getByTestId('user-menu')).toContainText('Ada B. Account');
  // every other session was signed out by the reset
  expect((await me.request.get('/api/user')).status()).toBe(401);
});

test('the account page fits a phone and passes axe', async ({ browser }) => {
  const page = await (await browser.newContext({ viewport: { width: 375, height: 812 } })).newPage();
  await signUp(page.request, 'Pia Phone');
  await page.goto('/account');
  await expect(page.getByTestId('account-section-delete')).toBeVisible();
  expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: test.info().outputPath('account-375.png'), fullPage: true });
  const r = await axe(page).analyze();
  expect(
    r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
  await page.getByTestId('account-delete').click();
  await dialogAxeClean(page);
});
