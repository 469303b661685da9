import { findEstate, readSessionAndEstate } from '@probity/db';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEstate, signUp, useApp } from '../../test/support/helpers.ts';

// auth/session.ts reads a plainly live session itself, in one statement; everything else is better-auth's to decide.
const t = useApp();

const tokenOf = (cookie: string) =>
  decodeURIComponent(/probity\.session_token=([^;]+)/.exec(cookie)?.[1] ?? '').split('.')[0] ?? '';

async function sessionRow(token: string) {
  const { rows } = await t.app.ctx.db.execute<{ days: string }>(
    sql`select extract(epoch from expires_at - now()) / 86400 as days from sessions where token = ${token}`,
  );
  return rows[0] && { daysLeft: Number(rows[0].days) };
}

const setExpiry = (token: string, interval: string) =>
  t.app.ctx.db.execute(
    sql`update sessions set expires_at = now() + ${interval}::interval where token = ${token}`,
  );

afterEach(() => vi.restoreAllMocks());

describe('the session of a request', () => {
  it('is read without better-auth while it is live, and shows a change of the user at once', async () => {
    const u = await signUp(t.app, 'live', 'Lena Live');
    const getSession = vi.spyOn(t.app.ctx.auth.api, 'getSession');
    const me = await u.call('GET', '/api/user');
    expect(me.statusCode).toBe(200);
    expect(me.json().payload).toMatchObject({ id: u.userId, name: 'Lena Live', email: u.email });
    expect(getSession).not.toHaveBeenCalled();
    await t.app.ctx.db.execute(sql`update users set name = 'Lena Renamed' where id = ${u.userId}`);
    expect((await u.call('GET', '/api/user')).json().payload.name).toBe('Lena Renamed');
  });

  it('refuses a cookie whose signature is not the server’s, and a token no session has', async () => {
    const u = await signUp(t.app, 'forged');
    const token = tokenOf(u.cookie);
    const forged = `probity.session_token=${encodeURIComponent(`${token}.${'A'.repeat(43)}=`)}`;
    const unknown = `probity.session_token=${encodeURIComponent(`${'x'.repeat(32)}.${'A'.repeat(43)}=`)}`;
    for (const cookie of [forged, unknown, `probity.session_token=${token}`]) {
      const res = await t.app.inject({ url: '/api/user', headers: { cookie, 'x-probity': '1' } });
      expect(res.statusCode).toBe(401);
    }
    expect((await u.call('GET', '/api/user')).statusCode).toBe(200);
  });

  it('refuses an expired session, which better-auth then deletes', async () => {
    const u = await signUp(t.app, 'expired');
    const token = tokenOf(u.cookie);
    await setExpiry(token, '-1 minute');
    expect((await u.call('GET', '/api/user')).statusCode).toBe(401);
    expect(await sessionRow(token)).toBeUndefined();
  });

  it('leaves a session due for renewal to better-auth, which moves its end a week on', async () => {
    const u = await signUp(t.app, 'renew');
    const token = tokenOf(u.cookie);
    // better-auth renews a 7-day session once a day has passed since its last renewal (updateAge 1 day)
    await setExpiry(token, '5 days');
    expect((await sessionRow(token))?.daysLeft).toBeLessThan(5.01);
    const getSession = vi.spyOn(t.app.ctx.auth.api, 'getSession');
    expect((await u.call('GET', '/api/user')).statusCode).toBe(200);
    expect(getSession).toHaveBeenCalledTimes(1);
    const days = (await sessionRow(token))?.daysLeft ?? 0;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    // renewed: plainly live again, read without better-auth
    expect((await u.call('GET', '/api/user')).statusCode).toBe(200);
    expect(getSession).toHaveBeenCalledTimes(1);
  });

  it('on an estate is read with the estate row in one statement, each side found or not on its own', async () => {
    const u = await signUp(t.app, 'beside');
    const { id } = await createEstate(u, { meta: { label: 'Beside', country_code: 'us', state: 'GA' } });
    const token = tokenOf(u.cookie);
    const db = t.app.ctx.db;
    const both = await readSessionAndEstate(db, token, id);
    expect(both.session).toMatchObject({ userId: u.userId, email: u.email, signInMethod: 'password' });
    expect(both.session?.expiresAt).toBeInstanceOf(Date);
    expect(both.estate).toEqual(await findEstate(db, id));
    expect(both.estate?.created_at).toBeInstanceOf(Date);
    expect(await readSessionAndEstate(db, token, 'no-such-estate')).toEqual({
      session: both.session,
      estate: undefined,
    });
    expect(await readSessionAndEstate(db, 'no-such-token', id)).toEqual({
      session: undefined,
      estate: both.estate,
    });
    expect(await readSessionAndEstate(db, 'no-such-token', 'no-such-estate')).toEqual({
      session: undefined,
      estate: undefined,
    });
    // through the API: read without better-auth; a stranger's id is 404; once signed out the cookie is refused
    const getSession = vi.spyOn(t.app.ctx.auth.api, 'getSession');
    expect((await u.call('GET', `/api/estate/${id}/summary`)).statusCode).toBe(200);
    expect(getSession).not.toHaveBeenCalled();
    expect((await u.call('GET', '/api/estate/no-such-estate/summary')).statusCode).toBe(404);
    await db.execute(sql`delete from sessions where token = ${token}`);
    expect((await u.call('GET', `/api/estate/${id}/summary`)).statusCode).toBe(401);
  });
});
