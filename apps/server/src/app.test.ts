import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, signUp, useApp, visitor } from '../test/support/helpers.ts';
import { testDb } from '../test/support/world.ts';

// Cross-cutting behaviour: health, CSRF header, error envelope, client log, counties, web app serving.

const t = useApp();

describe('GET /healthz', () => {
  it('answers 200 { ok: true } once the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });
});

describe('errors', () => {
  it('answers an unknown API path with the JSON 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, code: 404, msg: 'There is no such page or call.' });
  });

  it('refuses a state-changing call without X-Probity: 1 before looking at it', async () => {
    const u = await signUp(t.app, 'csrf');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user_prefs',
      headers: { cookie: u.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ wiz_off: true }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe('This request was refused: it did not come from the Probity app.');
    expect((await u.call('GET', '/api/user')).json().payload.wiz_off).toBe(false);
  });

  it('refuses a body that is not JSON with 415', async () => {
    const u = await signUp(t.app, 'formbody');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user_prefs',
      headers: { cookie: u.cookie, 'x-probity': '1', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'wiz_off=true',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().success).toBe(false);
  });

  it('sets nosniff, frame and referrer headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});

describe('POST /api/log', () => {
  it('records a client error with the user and estate', async () => {
    const u = await signUp(t.app, 'logger');
    const msg = `TypeError in grid ${Date.now()}`;
    const res = await u.call('POST', '/api/log', { level: 'error', msg, estate_id: 'sample' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, code: 0, payload: null });
    const db = testDb();
    const rows = await db.pool.query('select level, msg, estate_id, user_id from client_log where msg = $1', [
      msg,
    ]);
    await db.close();
    expect(rows.rows).toEqual([{ level: 'error', msg, estate_id: 'sample', user_id: u.userId }]);
  });

  it('accepts a report from a visitor', async () => {
    const res = await visitor(t.app).call('POST', '/api/log', { level: 'warn', msg: 'visitor warning' });
    expect(res.statusCode).toBe(200);
  });

  it('refuses an empty message with 400', async () => {
    const res = await visitor(t.app).call('POST', '/api/log', { level: 'error', msg: '' });
    expect(res.statusCode).toBe(400);
  });

  it('refuses an unknown level with 400', async () => {
    const res = await visitor(t.app).call('POST', '/api/log', { level: 'panic', msg: 'x' });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /pkg/counties.dat', () => {
  it('serves the county data with a long cache and an ETag, and 304 when unchanged', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pkg/counties.dat' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=2592000');
    const data = res.json();
    expect(data.US.GA).toContain('Appling');
    expect(Object.keys(data.CA)).toContain('ON');
    const again = await t.app.inject({
      method: 'GET',
      url: '/pkg/counties.dat',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 while the data file does not exist', async () => {
    const bare = await makeApp({ countiesFile: path.join(os.tmpdir(), 'no-such-counties.json') });
    const res = await bare.inject({ method: 'GET', url: '/pkg/counties.dat' });
    await bare.close();
    expect(res.statusCode).toBe(404);
  });
});

describe('the web app', () => {
  let dist: string;
  let web: FastifyInstance;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'probity-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Probity</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b.js'), 'console.log(1)');
    web = await makeApp({ webDist: dist });
  });
  afterAll(async () => {
    await web.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html for a client route such as /estate/sample/Assets', async () => {
    const res = await web.inject({ method: 'GET', url: '/estate/sample/Assets?itemId=3' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Probity</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed bundles with an immutable cache', async () => {
    const res = await web.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps the JSON 404 for unknown API paths', async () => {
    const res = await web.inject({ method: 'GET', url: '/api/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json().success).toBe(false);
  });
});

describe('input the database refuses', () => {
  it('answers 400, not 500, for a NUL character in a text field', async () => {
    const u = await signUp(t.app, 'nulbyte');
    const res = await u.call('POST', '/api/estates', { meta: { label: 'Nul\u0000label' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('answers 400, not 500, for a sequence number beyond a 32-bit integer', async () => {
    const u = await signUp(t.app, 'bigseq');
    const res = await u.call('POST', '/api/estates', {
      exec_log: [{ id: -1, seq: 2 ** 40, hours: 1, date: '2026-01-05' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('Invalid input: value "1099511627776" is out of range for type integer');
  });

  it('answers 400, not 500, for an amount beyond the largest bigint', async () => {
    const u = await signUp(t.app, 'hugeval');
    const res = await u.call('POST', '/api/estates', { assets: [{ id: -1, val_death: 1e20 }] });
    expect(res.statusCode).toBe(400);
  });
});
