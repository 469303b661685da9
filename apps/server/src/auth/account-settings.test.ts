import { describe, expect, it } from 'vitest';
import {
  type Client,
  cookiesOf,
  PASSWORD,
  send,
  signUp,
  uniqueEmail,
  useApp,
} from '../../test/support/helpers.ts';

// Account settings through better-auth's own routes (issue 18): name, password change and reset by email, sessions,
// email change confirmed from the new address. The test server keeps mail in the outbox.

const t = useApp();
const NEW_PASSWORD = 'a brand new passphrase';

const signIn = async (email: string, password: string, ip = '10.9.8.7') => {
  const res = await send(t.app, {
    method: 'POST',
    url: '/api/auth/sign-in/email',
    body: { email, password },
    ip,
  });
  return { status: res.statusCode, cookie: cookiesOf(res) };
};
const me = (cookie: string) => send(t.app, { method: 'GET', url: '/api/user', cookie });
const lastMail = async (c: Client) =>
  (
    (await c.call('GET', '/api/outbox')).json().payload as {
      to_email: string;
      subject: string;
      body: string;
    }[]
  )[0];

describe('account settings', () => {
  it('renames the account; an empty name and fields that are not the user’s to set are refused or ignored', async () => {
    const u = await signUp(t.app, 'rename', 'Old Name');
    expect((await u.call('POST', '/api/auth/update-user', { name: 'New Name' })).statusCode).toBe(200);
    expect((await u.call('GET', '/api/user')).json().payload.name).toBe('New Name');
    expect((await u.call('POST', '/api/auth/update-user', { name: '  ' })).statusCode).toBe(400);
    await u.call('POST', '/api/auth/update-user', {
      name: 'New Name',
      authorized: true,
      email: 'x@example.com',
    });
    const user = (await u.call('GET', '/api/user')).json().payload;
    expect([user.name, user.authorized, user.email]).toEqual(['New Name', false, u.email]);
  });

  it('changes the password with the current one, signing out the other devices', async () => {
    const u = await signUp(t.app, 'passwd');
    const other = await signIn(u.email, PASSWORD);
    const sessions = (await u.call('GET', '/api/auth/list-sessions')).json() as unknown[];
    expect(sessions).toHaveLength(2);
    const wrong = await u.call('POST', '/api/auth/change-password', {
      currentPassword: 'not the password',
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    const ok = await u.call('POST', '/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      revokeOtherSessions: true,
    });
    expect(ok.statusCode).toBe(200);
    expect((await me(other.cookie)).statusCode).toBe(401);
    expect((await signIn(u.email, PASSWORD)).status).toBe(401);
    expect((await signIn(u.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('signs out the other sessions on request', async () => {
    const u = await signUp(t.app, 'sessions');
    const other = await signIn(u.email, PASSWORD);
    expect((await me(other.cookie)).statusCode).toBe(200);
    expect((await u.call('POST', '/api/auth/revoke-other-sessions', {})).statusCode).toBe(200);
    expect((await me(other.cookie)).statusCode).toBe(401);
    expect((await u.call('GET', '/api/user')).statusCode).toBe(200);
  });

  it('resets a forgotten password through the emailed link, once, signing everyone out', async () => {
    const u = await signUp(t.app, 'forgot', 'Fay Forgot');
    const asked = await send(t.app, {
      method: 'POST',
      url: '/api/auth/request-password-reset',
      body: { email: u.email },
      ip: u.ip,
    });
    expect(asked.statusCode).toBe(200);
    const mail = await lastMail(u);
    expect(mail?.subject).toBe('Reset your Probity password');
    expect(mail?.body).toContain('Hello Fay Forgot');
    const token = /\/reset-password\?token=([\w-]+)/.exec(mail?.body ?? '')?.[1] ?? '';
    expect(token.length).toBeGreaterThan(10);
    const reset = () =>
      send(t.app, {
        method: 'POST',
        url: '/api/auth/reset-password',
        body: { token, newPassword: NEW_PASSWORD },
      });
    expect((await reset()).statusCode).toBe(200);
    expect((await u.call('GET', '/api/user')).statusCode).toBe(401);
    expect((await signIn(u.email, NEW_PASSWORD)).status).toBe(200);
    expect((await reset()).statusCode).toBe(400);
    // an unknown email gets the same answer: nobody learns who has an account
    const unknown = await send(t.app, {
      method: 'POST',
      url: '/api/auth/request-password-reset',
      body: { email: uniqueEmail('nobody') },
    });
    expect(unknown.statusCode).toBe(200);
  });

  it('moves to a new email address only once the link sent to it is opened', async () => {
    const u = await signUp(t.app, 'mover');
    const next = uniqueEmail('moved');
    const asked = await u.call('POST', '/api/auth/change-email', { newEmail: next, callbackURL: '/account' });
    expect(asked.statusCode).toBe(200);
    expect((await u.call('GET', '/api/user')).json().payload.email).toBe(u.email);
    const mail = await lastMail(u);
    expect(mail?.to_email).toBe(next);
    const link = /http\S+verify-email\S+/.exec(mail?.body ?? '')?.[0] ?? '';
    const url = new URL(link);
    const opened = await send(t.app, {
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      cookie: u.cookie,
    });
    expect([302, 200]).toContain(opened.statusCode);
    expect((await u.call('GET', '/api/user')).json().payload.email).toBe(next);
  });
});
