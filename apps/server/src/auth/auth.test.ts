import { describe, expect, it } from 'vitest';
import {
  cookiesOf,
  PASSWORD,
  randomIp,
  send,
  signUp,
  uniqueEmail,
  useApp,
} from '../../test/support/helpers.ts';

const t = useApp();

const post = (url: string, body: unknown, ip = randomIp(), cookie?: string) =>
  send(t.app, { method: 'POST', url, body, ip, cookie });

describe('sign up', () => {
  it('creates the account, signs it in with an httpOnly SameSite=Lax cookie and answers the user', async () => {
    const email = uniqueEmail('signup');
    const res = await post('/api/auth/sign-up/email', { name: 'Rosa Diaz', email, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ name: 'Rosa Diaz', email });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/probity\.session_token=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const me = await send(t.app, { method: 'GET', url: '/api/user', cookie: cookiesOf(res) });
    expect(me.json().payload).toMatchObject({
      name: 'Rosa Diaz',
      email,
      hints: 0,
      autosave: null,
      wiz_off: false,
    });
  });

  it('refuses a taken email with a clear message', async () => {
    const email = uniqueEmail('taken');
    await post('/api/auth/sign-up/email', { name: 'First', email, password: PASSWORD });
    const res = await post('/api/auth/sign-up/email', { name: 'Second', email, password: PASSWORD });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      success: false,
      msg: 'An account with this email already exists. Sign in instead, or use another email.',
    });
  });

  it('refuses a password shorter than 8 characters', async () => {
    const res = await post('/api/auth/sign-up/email', {
      name: 'Weak',
      email: uniqueEmail('weak'),
      password: 'abc123',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'PASSWORD_TOO_SHORT',
      msg: 'Please choose a password of at least 8 characters.',
    });
  });

  it('refuses an email that is not an email address', async () => {
    const res = await post('/api/auth/sign-up/email', {
      name: 'Bad',
      email: 'not-an-email',
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('Please enter a valid email address.');
  });

  it('refuses a sign-up without a name', async () => {
    const res = await post('/api/auth/sign-up/email', {
      name: '  ',
      email: uniqueEmail('noname'),
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'NAME_MISSING',
      msg: 'Please enter your name.',
    });
  });

  it('refuses a name longer than 200 characters', async () => {
    const res = await post('/api/auth/sign-up/email', {
      name: 'n'.repeat(201),
      email: uniqueEmail('longname'),
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('Please shorten your name to at most 200 characters.');
  });

  it('refuses a sign-up without the X-Probity header (CSRF defence)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Csrf', email: uniqueEmail('csrf'), password: PASSWORD },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      success: false,
      code: 403,
      msg: 'This request was refused: it did not come from the Probity app.',
    });
  });
});

describe('sign in', () => {
  it('signs in with the right password and sets a session cookie', async () => {
    const user = await signUp(t.app, 'signin');
    const res = await post('/api/auth/sign-in/email', { email: user.email, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(user.email);
    const session = await send(t.app, {
      method: 'GET',
      url: '/api/auth/get-session',
      cookie: cookiesOf(res),
    });
    expect(session.json().user.id).toBe(user.userId);
  });

  it('refuses a wrong password with 401 and a clear message', async () => {
    const user = await signUp(t.app, 'wrongpw');
    const res = await post('/api/auth/sign-in/email', { email: user.email, password: 'not the password' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'INVALID_EMAIL_OR_PASSWORD',
      msg: 'The email or password is not correct.',
    });
  });

  it('answers 429 after five sign-in attempts in a minute from one address', async () => {
    const user = await signUp(t.app, 'ratelimit');
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await post(
        '/api/auth/sign-in/email',
        { email: user.email, password: `wrong-${i}-password` },
        ip,
      );
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const blocked = await post('/api/auth/sign-in/email', { email: user.email, password: PASSWORD }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().msg).toBe('Too many attempts. Please wait a minute and try again.');
    const otherAddress = await post('/api/auth/sign-in/email', { email: user.email, password: PASSWORD });
    expect(otherAddress.statusCode).toBe(200);
  });

  it('ignores a client-sent X-Forwarded-For when counting attempts (no trusted proxy)', async () => {
    const user = await signUp(t.app, 'spoof');
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: ip,
        headers: {
          'x-probity': '1',
          'x-forwarded-for': `192.0.2.${i + 1}`,
          'content-type': 'application/json',
        },
        payload: JSON.stringify({ email: user.email, password: 'wrong password!' }),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('refuses a cookie-carrying sign-in from another site origin', async () => {
    const user = await signUp(t.app, 'origin');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: randomIp(),
      headers: {
        'x-probity': '1',
        origin: 'https://evil.example',
        cookie: user.cookie,
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ email: user.email, password: PASSWORD }),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('sign out', () => {
  it('ends the session: the cookie no longer opens the account', async () => {
    const user = await signUp(t.app, 'signout');
    const out = await user.call('POST', '/api/auth/sign-out', {});
    expect(out.statusCode).toBe(200);
    const me = await user.call('GET', '/api/user');
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ success: false, code: 401, msg: 'Please sign in first.' });
  });

  it('accepts a sign-out whose JSON body is empty', async () => {
    const user = await signUp(t.app, 'signoutempty');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: {
        'x-probity': '1',
        origin: 'http://localhost:3000',
        cookie: user.cookie,
        'content-type': 'application/json',
      },
    });
    expect(out.statusCode).toBe(200);
    expect((await user.call('GET', '/api/user')).statusCode).toBe(401);
  });

  it('answers get-session with null for a visitor', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/get-session' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
  });
});
