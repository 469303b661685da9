import { describe, expect, it } from 'vitest';
import { type Client, cookiesOf, PASSWORD, send, signUp, useApp } from '../../test/support/helpers.ts';
import { keyOfUri, totp } from '../../test/support/totp.ts';

// Two-factor authentication through the API, as the web app drives it: turned on with the password, confirmed
// with a first code, asked at every password sign-in, recovery codes used once, turned off with the password.
// The codes are computed here from the otpauth URI by RFC 6238 (test/support/totp.ts).

const t = useApp();

const auth = (c: Pick<Client, 'ip'>, path: string, body: unknown, cookie?: string) =>
  send(t.app, { method: 'POST', url: `/api/auth/${path}`, body, ip: c.ip, cookie });
const me = (cookie: string) => send(t.app, { method: 'GET', url: '/api/user', cookie });
const step = 30_000;

/** A user with TOTP turned on and confirmed; the key, the recovery codes and a cookie of the new session. */
async function withTotp(tag: string) {
  const user = await signUp(t.app, tag);
  const on = await auth(user, 'two-factor/enable', { password: PASSWORD }, user.cookie);
  expect(on.statusCode).toBe(200);
  const { totpURI, backupCodes } = on.json() as { totpURI: string; backupCodes: string[] };
  const key = keyOfUri(totpURI);
  const confirmed = await auth(user, 'two-factor/verify-totp', { code: totp(key) }, user.cookie);
  expect(confirmed.statusCode).toBe(200);
  return { user, key, backupCodes, totpURI, cookie: cookiesOf(confirmed) };
}

/** The first step of a sign-in: answers the response and the cookie that carries it to the second step. */
async function passwordStep(user: Client) {
  const res = await auth(user, 'sign-in/email', { email: user.email, password: PASSWORD });
  return { res, cookie: cookiesOf(res) };
}

describe('two-factor authentication (TOTP)', () => {
  it('is on only once a first code confirms it; the URI names Probity and the account, with ten recovery codes', async () => {
    const user = await signUp(t.app, 'totp-setup');
    const wrongPassword = await auth(
      user,
      'two-factor/enable',
      { password: 'not the password' },
      user.cookie,
    );
    expect(wrongPassword.statusCode).toBe(400);
    const on = await auth(user, 'two-factor/enable', { password: PASSWORD }, user.cookie);
    const { totpURI, backupCodes } = on.json() as { totpURI: string; backupCodes: string[] };
    const uri = new URL(totpURI);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/Probity:${user.email}`);
    expect(uri.searchParams.get('issuer')).toBe('Probity');
    expect(backupCodes).toHaveLength(10);
    expect(new Set(backupCodes).size).toBe(10);
    // not yet confirmed: the account is still signed in by its password alone
    expect((await me(user.cookie)).json().payload.two_factor).toBe(false);
    expect((await passwordStep(user)).res.json().twoFactorRedirect).toBeUndefined();

    const wrong = await auth(user, 'two-factor/verify-totp', { code: '000000' }, user.cookie);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().msg).toBe(
      'That code is not right. Enter the six digits your authenticator app shows now.',
    );
    const key = keyOfUri(totpURI);
    const ok = await auth(user, 'two-factor/verify-totp', { code: totp(key) }, user.cookie);
    expect(ok.statusCode).toBe(200);
    expect((await me(cookiesOf(ok))).json().payload.two_factor).toBe(true);
  });

  it('asks for the code after the password: no session until it is given; the code of the step before also passes', async () => {
    const { user, key } = await withTotp('totp-signin');
    const first = await passwordStep(user);
    expect(first.res.statusCode).toBe(200);
    expect(first.res.json()).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect(first.cookie).not.toMatch(/probity\.session_token=[^;]/);
    expect((await me(first.cookie)).statusCode).toBe(401);

    // a code for two steps from now is refused; the previous step's code is accepted (clock drift)
    const future = await auth(
      user,
      'two-factor/verify-totp',
      { code: totp(key, Date.now() + 3 * step) },
      first.cookie,
    );
    expect(future.statusCode).toBe(401);
    const res = await auth(
      user,
      'two-factor/verify-totp',
      { code: totp(key, Date.now() - step) },
      first.cookie,
    );
    expect(res.statusCode).toBe(200);
    const session = await me(cookiesOf(res));
    expect(session.statusCode).toBe(200);
    expect(session.json().payload.email).toBe(user.email);
  });

  it('"do not ask on this device for 30 days": the trusted device skips the code, another device does not', async () => {
    const { user, key } = await withTotp('totp-trust');
    const first = await passwordStep(user);
    const trusted = await auth(
      user,
      'two-factor/verify-totp',
      { code: totp(key), trustDevice: true },
      first.cookie,
    );
    expect(trusted.statusCode).toBe(200);
    const trustCookie = cookiesOf(trusted)
      .split('; ')
      .filter((c) => c.startsWith('probity.trust_device='))
      .join('; ');
    expect(trustCookie).not.toBe('');
    const again = await auth(user, 'sign-in/email', { email: user.email, password: PASSWORD }, trustCookie);
    expect(again.json().twoFactorRedirect).toBeUndefined();
    expect((await me(cookiesOf(again))).statusCode).toBe(200);
    expect((await passwordStep(user)).res.json().twoFactorRedirect).toBe(true);
  });

  it('a recovery code signs in once; used again it is refused', async () => {
    const { user, backupCodes } = await withTotp('totp-recovery');
    const code = backupCodes[3] as string;
    const first = await passwordStep(user);
    const used = await auth(user, 'two-factor/verify-backup-code', { code }, first.cookie);
    expect(used.statusCode).toBe(200);
    expect((await me(cookiesOf(used))).statusCode).toBe(200);

    const again = await passwordStep(user);
    const reused = await auth(user, 'two-factor/verify-backup-code', { code }, again.cookie);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().msg).toBe('That recovery code is not right, or it has been used already.');
    const other = await auth(user, 'two-factor/verify-backup-code', { code: backupCodes[4] }, again.cookie);
    expect(other.statusCode).toBe(200);
  });

  it('five wrong codes lock the second step, even for the right code; the code without the first step is refused', async () => {
    const { user, key } = await withTotp('totp-lock');
    const bare = await auth(user, 'two-factor/verify-totp', { code: totp(key) });
    expect(bare.statusCode).toBe(401);
    expect((await me(cookiesOf(bare))).statusCode).toBe(401);

    const first = await passwordStep(user);
    const wrongCode = totp(key, Date.now() - 10 * step);
    // each from another address: the account's own lock is what stops them, not the per-IP limit
    for (let i = 0; i < 5; i++) {
      const wrong = await auth(
        { ip: `10.8.${i}.1` },
        'two-factor/verify-totp',
        { code: wrongCode },
        first.cookie,
      );
      expect(wrong.statusCode).toBe(401);
    }
    const right = await auth({ ip: '10.8.9.1' }, 'two-factor/verify-totp', { code: totp(key) }, first.cookie);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({
      code: 'ACCOUNT_TEMPORARILY_LOCKED',
      msg: 'Too many wrong codes. Please wait 15 minutes, then sign in again.',
    });
    expect((await me(cookiesOf(right))).statusCode).toBe(401);
  });

  it('the per-account sign-in throttle still holds with two-factor on', async () => {
    const { user } = await withTotp('totp-throttle');
    for (let i = 0; i < 10; i++) {
      // a new address each time: the per-IP limit never trips, the per-account one does
      const res = await auth({ ip: `10.9.${i}.1` }, 'sign-in/email', {
        email: user.email,
        password: 'wrong one',
      });
      expect(res.statusCode).toBe(401);
    }
    const locked = await auth({ ip: '10.9.99.1' }, 'sign-in/email', {
      email: user.email,
      password: PASSWORD,
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('ACCOUNT_LOCKED');
  });

  it('turned off with the password: the next sign-in opens a session with the password alone', async () => {
    const { user, cookie } = await withTotp('totp-off');
    const wrong = await auth(user, 'two-factor/disable', { password: 'not the password' }, cookie);
    expect(wrong.statusCode).toBe(400);
    const off = await auth(user, 'two-factor/disable', { password: PASSWORD }, cookie);
    expect(off.statusCode).toBe(200);
    const { res, cookie: session } = await passwordStep(user);
    expect(res.json().twoFactorRedirect).toBeUndefined();
    const after = await me(session);
    expect(after.statusCode).toBe(200);
    expect(after.json().payload.two_factor).toBe(false);
  });
});

describe('the second-factor routes refuse what is not theirs to accept', () => {
  it('hostile bodies answer 4xx, never 5xx, and open no session', async () => {
    const user = await signUp(t.app, 'hostile-2fa');
    const fakeAssertion = {
      id: 'AAAA',
      rawId: 'AAAA',
      type: 'public-key',
      response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' },
      clientExtensionResults: {},
    };
    const calls: [string, unknown, string | undefined][] = [
      ['passkey/verify-authentication', { response: {} }, undefined],
      ['passkey/verify-authentication', { response: fakeAssertion }, undefined],
      ['passkey/verify-registration', { response: { id: 'x' } }, user.cookie],
      ['passkey/delete-passkey', { id: 'not-a-passkey' }, user.cookie],
      ['two-factor/verify-totp', { code: 123456 }, undefined],
      ['two-factor/verify-backup-code', { code: 'x'.repeat(5000) }, user.cookie],
      ['two-factor/enable', { password: { $ne: '' } }, user.cookie],
      ['two-factor/generate-backup-codes', { password: PASSWORD }, user.cookie],
    ];
    for (const [path, body, cookie] of calls) {
      const res = await auth(user, path, body, cookie);
      expect(res.statusCode, `${path} ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${path} ${res.body}`).toBeLessThan(500);
      expect(cookiesOf(res)).not.toMatch(/probity\.session_token=[^;]/);
    }
    // the routes better-auth ships beside these stay closed (auth-guards.ts)
    for (const path of ['two-factor/get-totp-uri', 'two-factor/send-otp', 'passkey/update-passkey']) {
      expect((await auth(user, path, {}, user.cookie)).statusCode).toBe(404);
    }
  });
});
