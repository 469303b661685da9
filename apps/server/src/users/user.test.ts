import { findEstate, grantAccess } from '@probity/db';
import { describe, expect, it } from 'vitest';
import {
  type Client,
  createEstate,
  PASSWORD,
  send,
  signUp,
  useApp,
  visitor,
} from '../../test/support/helpers.ts';
import { testDb } from '../../test/support/world.ts';

const t = useApp();

const share = async (estateId: string, c: Client, access: 1 | 2) => {
  const db = testDb();
  await grantAccess(db.db, estateId, c.userId, access);
  await db.close();
};

describe('GET /api/user', () => {
  it('answers the signed-in user with the fields docs/api.md lists', async () => {
    const u = await signUp(t.app, 'me', 'Mia Me');
    const res = await u.call('GET', '/api/user');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      code: 0,
      payload: {
        id: u.userId,
        name: 'Mia Me',
        email: u.email,
        hints: 0,
        autosave: null,
        wiz_off: false,
        authorized: false,
        estates_recent: [],
        two_factor: false,
        require_second_factor: false,
      },
    });
  });

  it('answers 401 to a visitor', async () => {
    const res = await visitor(t.app).call('GET', '/api/user');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, code: 401, msg: 'Please sign in first.' });
  });
});

describe('POST /api/user_prefs', () => {
  it('stores wiz_off and the dismissed hints bit flags', async () => {
    const u = await signUp(t.app, 'prefs');
    const res = await u.call('POST', '/api/user_prefs', { wiz_off: true, hints: 0b1010 });
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toMatchObject({ wiz_off: true, hints: 10 });
    expect((await u.call('GET', '/api/user')).json().payload).toMatchObject({ wiz_off: true, hints: 10 });
  });

  it('refuses an unknown preference with 400', async () => {
    const u = await signUp(t.app, 'prefsbad');
    const res = await u.call('POST', '/api/user_prefs', { theme: 'dark' });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('refuses negative hints with 400', async () => {
    const u = await signUp(t.app, 'prefsneg');
    const res = await u.call('POST', '/api/user_prefs', { hints: -1 });
    expect(res.statusCode).toBe(400);
  });

  it('answers 401 to a visitor', async () => {
    const res = await visitor(t.app).call('POST', '/api/user_prefs', { wiz_off: true });
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /api/user?cmd=autosave', () => {
  it('sets autosave on, off and back to not chosen', async () => {
    const u = await signUp(t.app, 'autosave');
    for (const value of [true, false, null]) {
      const res = await u.call('PUT', '/api/user?cmd=autosave', { autosave: value });
      expect(res.statusCode).toBe(200);
      expect(res.json().payload.autosave).toBe(value);
    }
  });

  it('refuses another cmd with 400', async () => {
    const u = await signUp(t.app, 'autosavecmd');
    const res = await u.call('PUT', '/api/user?cmd=rename', { autosave: true });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a non-boolean autosave with 400', async () => {
    const u = await signUp(t.app, 'autosavebad');
    const res = await u.call('PUT', '/api/user?cmd=autosave', { autosave: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/^Invalid body\.autosave/);
  });

  it('answers 401 to a visitor', async () => {
    const res = await visitor(t.app).call('PUT', '/api/user?cmd=autosave', { autosave: true });
    expect(res.statusCode).toBe(401);
  });
});

describe('DELETE /api/user with estate_id', () => {
  it('deletes the estate of its owner after the password check', async () => {
    const u = await signUp(t.app, 'delestate');
    const e = await createEstate(u, { meta: { label: 'To delete' } });
    const res = await u.call('DELETE', '/api/user', { password: PASSWORD, estate_id: e.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toEqual({ deleted: 'estate' });
    expect((await u.call('GET', `/api/estate/${e.id}`)).statusCode).toBe(404);
    expect((await u.call('GET', '/api/user')).statusCode).toBe(200);
  });

  it('refuses a wrong password with 403 and keeps the estate', async () => {
    const u = await signUp(t.app, 'delwrong');
    const e = await createEstate(u);
    const res = await u.call('DELETE', '/api/user', { password: 'wrong password', estate_id: e.id });
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe('The password is not correct.');
    expect((await u.call('GET', `/api/estate/${e.id}`)).statusCode).toBe(200);
  });

  it('refuses an edit share: only the owner deletes', async () => {
    const owner = await signUp(t.app, 'delowner');
    const editor = await signUp(t.app, 'deleditor');
    const e = await createEstate(owner);
    await share(e.id, editor, 1);
    const res = await editor.call('DELETE', '/api/user', { password: PASSWORD, estate_id: e.id });
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe('Only the owner can delete this estate.');
  });

  it('refuses a view-only share', async () => {
    const owner = await signUp(t.app, 'delowner2');
    const viewer = await signUp(t.app, 'delviewer');
    const e = await createEstate(owner);
    await share(e.id, viewer, 2);
    const res = await viewer.call('DELETE', '/api/user', { password: PASSWORD, estate_id: e.id });
    expect(res.statusCode).toBe(403);
  });

  it('answers 404 to a stranger', async () => {
    const owner = await signUp(t.app, 'delowner3');
    const stranger = await signUp(t.app, 'delstranger');
    const e = await createEstate(owner);
    const res = await stranger.call('DELETE', '/api/user', { password: PASSWORD, estate_id: e.id });
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('Estate does not exist');
  });

  it('refuses the Sample estate', async () => {
    const u = await signUp(t.app, 'delsample');
    const res = await u.call('DELETE', '/api/user', { password: PASSWORD, estate_id: 'sample' });
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe('You cannot save changes to the Sample estate.');
  });

  it('answers 401 to a visitor', async () => {
    const res = await visitor(t.app).call('DELETE', '/api/user', { password: PASSWORD });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a body without password with 400', async () => {
    const u = await signUp(t.app, 'delnopw');
    const res = await u.call('DELETE', '/api/user', { estate_id: 'x' });
    expect(res.statusCode).toBe(400);
  });
});

describe('DELETE /api/user without estate_id', () => {
  it('deletes the account, its sessions and the estates it owns, and keeps estates shared with it', async () => {
    const u = await signUp(t.app, 'delaccount');
    const other = await signUp(t.app, 'delother');
    const mine = await createEstate(u);
    const theirs = await createEstate(other);
    await share(theirs.id, u, 1);
    const res = await u.call('DELETE', '/api/user', { password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toEqual({ deleted: 'account' });
    expect(String(res.headers['set-cookie'])).toMatch(/probity\.session_token=;.*Max-Age=0/);
    expect((await u.call('GET', '/api/user')).statusCode).toBe(401);
    const signIn = await send(t.app, {
      method: 'POST',
      url: '/api/auth/sign-in/email',
      body: { email: u.email, password: PASSWORD },
      ip: u.ip,
    });
    expect(signIn.statusCode).toBe(401);
    const db = testDb();
    expect(await findEstate(db.db, mine.id)).toBeUndefined();
    expect((await findEstate(db.db, theirs.id))?.id).toBe(theirs.id);
    await db.close();
  });
});
