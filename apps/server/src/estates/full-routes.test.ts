import { ZEstateFull, ZOk } from '@probity/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useApp, visitor } from '../../test/support/helpers.ts';
import { makeWorld } from '../../test/support/world.ts';

/**
 * GET /full goes out as PostgreSQL's JSON text, never through its response schema (full-routes.ts): the text must
 * be what the schema declares, every field of it and nothing more (encoding drops what the schema does not name).
 */
const ZFullAnswer = ZOk(ZEstateFull);
function expectDeclared(body: z.output<typeof ZFullAnswer>) {
  const declared = z.safeEncode(ZFullAnswer, body);
  expect(declared.error?.issues.slice(0, 3)).toBeUndefined();
  expect(declared.data).toEqual(body);
}

const t = useApp();

describe('GET /api/estate/{id}/full', () => {
  it('answers every part of the Sample estate: asset 12,500, debt 7,500, expense 125, 5 hours logged', async () => {
    const res = await visitor(t.app).call('GET', '/api/estate/sample/full');
    expect(res.statusCode).toBe(200);
    const f = res.json().payload;
    expect(Object.keys(f).sort()).toEqual(
      [
        'assets',
        'contacts',
        'debts',
        'dec',
        'exec_expenses',
        'exec_log',
        'heirs',
        'locs',
        'meta',
        'revision',
        'txacts',
      ].sort(),
    );
    expect(f.assets.map((a: { val_death: number }) => a.val_death)).toContain(1_250_000);
    expect(f.debts.map((d: { val_death: number }) => d.val_death)).toContain(750_000);
    expect(f.exec_expenses.map((x: { val: number }) => x.val)).toContain(12_500);
    expect(f.exec_log.map((l: { hours: number }) => l.hours)).toContain(5);
    expect(f.meta.role).toBe('sample');
    expectDeclared(res.json());
  });

  it('sends the JSON text as built, with its JSON content type', async () => {
    const res = await visitor(t.app).call('GET', '/api/estate/sample/full');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.body.startsWith('{"success":true,"code":0,"payload":{"meta":')).toBe(true);
  });

  it('answers the estate of a view-only share with view_only set', async () => {
    const w = await makeWorld(t.app);
    const f = (await w.viewer.call('GET', `/api/estate/${w.estateId}/full`)).json().payload;
    expect(f.meta).toMatchObject({ role: 'view', view_only: true, label: `Estate ${w.owner.email}` });
    expect(f.assets.find((a: { id: number }) => a.id === w.assetId)).toMatchObject({
      name: 'Checking account',
    });
    expect(f.revision).toBe(w.revision);
    expectDeclared((await w.viewer.call('GET', `/api/estate/${w.estateId}/full`)).json());
  });

  it('names its answer by an entity tag and answers 304 while it holds: not after a save, not to another role', async () => {
    const w = await makeWorld(t.app);
    const url = `/api/estate/${w.estateId}/full`;
    const get = (c: { cookie: string }, ifNoneMatch?: string) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: { cookie: c.cookie, ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}) },
      });
    const first = await get(w.owner);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const again = await get(w.owner, etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await get(w.owner, `"other", ${etag}`)).statusCode).toBe(304);

    // the viewer's answer says view_only: another answer, another tag
    const viewer = await get(w.viewer, etag);
    expect(viewer.statusCode).toBe(200);
    expect(viewer.headers.etag).not.toBe(etag);

    const saved = await w.owner.call('POST', `/api/estate/${w.estateId}/save`, {
      revision: w.revision,
      parts: { assets: { add: [], mod: [{ id: w.assetId, val_death: 612_345 }], del: [] } },
    });
    expect(saved.statusCode).toBe(200);
    const after = await get(w.owner, etag);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    const asset = after.json().payload.assets.find((a: { id: number }) => a.id === w.assetId);
    expect(asset.val_death).toBe(612_345);
    expect((await get(w.owner, String(after.headers.etag))).statusCode).toBe(304);
  });
});
