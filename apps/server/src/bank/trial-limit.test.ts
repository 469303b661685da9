import { updateEstate } from '@probity/db';
import { MSG_LICENCE_FOR_BANK, MSG_TRIAL_IMPORT_LIMIT, TRIAL_IMPORT_LIMIT } from '@probity/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createEstate, makeApp, signUp } from '../../test/support/helpers.ts';
import { testDb } from '../../test/support/world.ts';

// The trial's 50-row import limit and the licence the bank link needs (docs/api.md, Licences), as the app
// enforces them once licensing is on (enforceTrial): one check in the commit, whichever route the rows come
// through.

let app: FastifyInstance;
let owner: Client;
let estate: { id: string; revision: number; ids: Record<string, number> };
const db = testDb();
beforeAll(async () => {
  app = await makeApp({ enforceTrial: true });
  owner = await signUp(app, 'trial');
  estate = await createEstate(owner, {
    dec: { name: 'Tess Trial', death_date: '2026-08-01' },
    assets: [{ id: -1, name: 'Checking', i_type: 14, val_death: 10_000_000 }],
  });
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const imported = (from: number, n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: -(100 + from + i),
    asset: estate.ids['-1'],
    cat: 50,
    i_type: 1,
    val: 100 + i,
    date: '2026-09-01',
    name: `Row ${from + i}`,
    d_id: `csv:row-${from + i}`,
  }));
const save = async (add: unknown[]) => {
  const rev = (await owner.call('GET', `/api/estate/${estate.id}`)).json().payload.revision;
  return owner.call('POST', `/api/estate/${estate.id}/save`, { revision: rev, parts: { txacts: { add } } });
};

describe('a trial estate', () => {
  it(`imports up to ${TRIAL_IMPORT_LIMIT} rows; one more is the licence prompt (402), and nothing of it is saved`, async () => {
    expect((await save(imported(0, TRIAL_IMPORT_LIMIT))).statusCode).toBe(200);
    const more = await save(imported(TRIAL_IMPORT_LIMIT, 1));
    expect(more.statusCode).toBe(402);
    expect(more.json().msg).toBe(MSG_TRIAL_IMPORT_LIMIT);
    const full = (await owner.call('GET', `/api/estate/${estate.id}/full`)).json().payload;
    expect(full.txacts.filter((t: { d_id: string | null }) => t.d_id)).toHaveLength(TRIAL_IMPORT_LIMIT);
    // Entered by hand, a transaction is no import: the trial does not count it.
    expect((await save([{ ...imported(999, 1)[0], d_id: null }])).statusCode).toBe(200);
  });

  it('cannot link a bank until licensed; a licensed estate links and imports past the limit', async () => {
    const token = await owner.call('POST', `/connect/estate/${estate.id}/`, { want_link_token: true });
    expect(token.statusCode).toBe(402);
    expect(token.json().msg).toBe(MSG_LICENCE_FOR_BANK);
    await updateEstate(db.db, estate.id, { licensed: true });
    expect(
      (await owner.call('POST', `/connect/estate/${estate.id}/`, { want_link_token: true })).statusCode,
    ).toBe(200);
    expect((await save(imported(TRIAL_IMPORT_LIMIT, 5))).statusCode).toBe(200);
  });
});
