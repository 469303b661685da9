// Two-factor and passkeys as a user meets them (issue 41): turned on from the account page (scan, confirm the
// first code, keep the recovery codes), asked at the next sign-in, a recovery code instead of the phone; a
// passkey added and used to sign in through Chromium's virtual authenticator (CDP WebAuthn), then removed.
import { keyOfUri, totp } from '../../apps/server/test/support/totp.ts';
import { expectNothingCutOff, expectTargetsBigEnough } from './clipping';
import { type BrowserContext, expect, type Page, test } from './fixtures';
import { createEstate, dialogAxeClean, PASSWORD, PHONE, pageAxeClean, signUp } from './support';

/** The key the setup shows for typing into an app (base32 in groups of four), as an app would read it. */
const keyOfShown = (shown: string) => keyOfUri(`otpauth://totp/x?secret=${shown.replace(/\s+/g, '')}`);

/** The sign-in dialog from the header (a phone reaches it through the header's menu). */
async function openSignIn(page: Page) {
  await page.goto('/');
  if ((page.viewportSize()?.width ?? 1280) < 576) {
    await page.getByTestId('header-menu').click();
    await page.getByTestId('menu-signin').click();
  } else await page.getByTestId('signin-button').click();
}

/** Signed in as `email`: the dialog closed and the server knows the session. */
async function expectSignedIn(page: Page, email: string) {
  await expect(page.getByRole('dialog')).toBeHidden();
  const me = await page.request.get('/api/user');
  expect(me.status()).toBe(200);
  expect((await me.json()).payload.email).toBe(email);
}

async function passwordStep(page: Page, email: string) {
  await openSignIn(page);
  await page.getByTestId('signin-email').fill(email);
  await page.getByTestId('signin-password').fill(PASSWORD);
  await page.getByTestId('signin-submit').click();
}

/** Turns two-factor on from the account page, as a user with an authenticator app does. */
async function turnOnTwoFactor(page: Page, check: (p: Page) => Promise<void>) {
  await page.goto('/account');
  await expect(page.getByTestId('two-factor-status')).toHaveText('Off');
  await page.getByTestId('two-factor-on').click();
  await page.getByTestId('password-input').fill(PASSWORD);
  await page.getByTestId('password-confirm').click();
  await expect(page.getByTestId('totp-setup').locator('svg')).toBeVisible();
  await check(page);
  const key = keyOfShown((await page.getByTestId('totp-secret').textContent()) ?? '');
  await page.getByTestId('totp-code').fill('123 456');
  await page.getByTestId('totp-confirm').click();
  await expect(page.getByTestId('totp-error')).toContainText('That code is not right');
  await page.getByTestId('totp-code').fill(totp(key));
  await page.getByTestId('totp-confirm').click();
  const codes = page.getByTestId('recovery-code');
  await expect(codes).toHaveCount(10);
  await check(page);
  expect(new Set(await codes.allTextContents()).size).toBe(10);
  await page.getByTestId('recovery-done').click();
  await expect(page.getByTestId('two-factor-status')).toHaveText('On');
}

const newPage = async (ctx: Promise<BrowserContext>) => (await ctx).newPage();

/** Two-factor turned on through the API, as the account page does it: answers the key and the recovery codes. */
async function totpByApi(page: Page) {
  // better-auth checks a cookie-carrying request's Origin, as a browser sends it
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  const headers = { 'x-probity': '1', 'content-type': 'application/json', origin };
  const on = await (
    await page.request.post('/api/auth/two-factor/enable', { headers, data: { password: PASSWORD } })
  ).json();
  const key = keyOfUri(on.totpURI);
  const confirmed = await page.request.post('/api/auth/two-factor/verify-totp', {
    headers,
    data: { code: totp(key) },
  });
  expect(confirmed.status()).toBe(200);
  return { key, recovery: on.backupCodes as string[] };
}

const viewportOf = (width: number) => (width === 1280 ? { width: 1280, height: 800 } : PHONE);

for (const width of [1280, 375]) {
  test(`two-factor turned on from the account page: scan, a wrong then a right code, the recovery codes, at ${width} px`, async ({
    browser,
  }) => {
    const me = await newPage(browser.newContext({ viewport: viewportOf(width) }));
    const email = await signUp(me.request, 'Tess Twofactor');
    let step = 0;
    const check = async (p: Page) => {
      step += 1;
      await p.screenshot({ path: test.info().outputPath(`security-${width}-${step}.png`), fullPage: true });
      await pageAxeClean(p);
      await expectNothingCutOff(p, `the account page at ${width} px`);
      if (width < 600) await expectTargetsBigEnough(p, `the account page at ${width} px`);
    };
    await turnOnTwoFactor(me, check);
    // what the page shows is what the server holds (the next test signs in with such a key)
    const user = (await (await me.request.get('/api/user')).json()).payload;
    expect(user).toMatchObject({ email, two_factor: true });
  });

  test(`sign-in asks for the code after the password, or a recovery code, at ${width} px`, async ({
    browser,
  }) => {
    const setup = await newPage(browser.newContext());
    const email = await signUp(setup.request, 'Theo Twofactor');
    const { key, recovery } = await totpByApi(setup);

    const page = await newPage(browser.newContext({ viewport: viewportOf(width) }));
    await passwordStep(page, email);
    await expect(page.getByTestId('code-dialog')).toBeVisible();
    await dialogAxeClean(page);
    expect((await page.request.get('/api/user')).status()).toBe(401);
    await page.getByTestId('signin-code').fill('12345');
    await page.getByTestId('signin-code-submit').click();
    await expect(page.getByTestId('auth-error')).toHaveText(
      'Enter the six digits your authenticator app shows for Probity.',
    );
    await page.getByTestId('signin-code').fill(totp(key, Date.now() - 5 * 60_000));
    await page.getByTestId('signin-code-submit').click();
    await expect(page.getByTestId('auth-error')).toHaveText(
      'That code is not right. Enter the six digits your authenticator app shows now.',
    );
    await page.getByTestId('signin-code').fill(totp(key));
    await page.getByTestId('signin-code-submit').click();
    await expectSignedIn(page, email);

    // another device, the phone lost: a recovery code, once
    const lost = await newPage(browser.newContext({ viewport: viewportOf(width) }));
    await passwordStep(lost, email);
    await lost.getByTestId('signin-use-recovery').click();
    await lost.getByTestId('signin-code').fill(recovery[0] as string);
    await lost.getByTestId('signin-code-submit').click();
    await expectSignedIn(lost, email);
  });
}

test('a passkey added on the account page signs in without a password, and once removed no longer does', async ({
  browser,
}) => {
  // WebAuthn binds a passkey to a domain name (never an IP address): this test browses at localhost, BASE_URL's host
  const origin = `http://localhost:${process.env.E2E_PORT ?? 3210}`;
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const email = await signUp(page.request, 'Pia Passkey');
  await page.goto('/account');
  await page.getByTestId('passkey-name').fill('Work laptop');
  await page.getByTestId('passkey-add').click();
  await expect(page.getByTestId('account-passkey')).toHaveCount(1);
  await expect(page.getByTestId('account-passkey')).toContainText('Work laptop');
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  await pageAxeClean(page);

  // signed out: the passkey alone signs in, and the session counts as a second factor
  await context.clearCookies();
  await openSignIn(page);
  await page.getByTestId('signin-passkey').click();
  await expectSignedIn(page, email);
  const session = await (await page.request.get('/api/auth/get-session')).json();
  expect(session.user.email).toBe(email);
  expect(session.session.signInMethod).toBe('passkey');

  await page.goto('/account');
  await page.getByTestId('account-passkey-remove').click();
  await expect(page.getByTestId('account-passkey')).toHaveCount(0);
  await context.clearCookies();
  await openSignIn(page);
  await page.getByTestId('signin-passkey').click();
  await expect(page.getByTestId('auth-error')).toHaveText(
    'This passkey is not registered with Probity. Sign in with your password.',
  );
  expect((await page.request.get('/api/user')).status()).toBe(401);
});

test('an owner requires a second factor of invitees: a viewer without one is told how, and opens it once two-factor is on', async ({
  browser,
}) => {
  const owner = await newPage(browser.newContext());
  await signUp(owner.request, 'Rhea Requires');
  const id = await createEstate(owner.request, `Required ${Date.now()}`);
  await owner.goto('/account');
  await owner.getByTestId('require-second-factor').click();
  await expect(owner.getByText('Invitees now need a second factor.')).toBeVisible();
  await expect(owner.getByTestId('require-second-factor')).toBeChecked();

  const viewer = await newPage(browser.newContext({ viewport: PHONE }));
  const email = await signUp(viewer.request, 'Vic Viewer');
  const sent = await owner.request.post(`/api/estate/${id}/ua`, {
    headers: { 'x-probity': '1' },
    data: { name: 'Vic Viewer', email, access: 2 },
  });
  const token = new URL((await sent.json()).payload.link).pathname.split('/').pop();
  expect(
    (await viewer.request.post(`/api/invite/${token}`, { headers: { 'x-probity': '1' } })).status(),
  ).toBe(200);
  await viewer.goto(`/estate/${id}/Overview`);
  await expect(viewer.getByTestId('estate-second-factor')).toContainText(
    'The owner of this estate asks everyone invited to it to protect their account with a second factor.',
  );
  await viewer.screenshot({ path: test.info().outputPath('second-factor-needed-375.png') });
  await pageAxeClean(viewer);
  await expectNothingCutOff(viewer, 'the refusal on a phone');
  await viewer.getByTestId('estate-second-factor-account').click();
  await expect(viewer).toHaveURL(/\/account$/);
  // the account page asks /get-session for its own session; turning TOTP on replaces the session, and
  // better-auth answers a request still carrying the old one by clearing the cookie: wait for that answer first
  await expect(viewer.getByTestId('account-session').filter({ hasText: '(this device)' })).toHaveCount(1);
  await totpByApi(viewer);
  await viewer.goto(`/estate/${id}/Overview`);
  await expect(viewer.getByTestId('fig-remaining')).toContainText('$');
});
