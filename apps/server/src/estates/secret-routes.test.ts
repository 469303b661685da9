import {
  auditEntries,
  decedents,
  heirs,
  makeKeyring,
  newDataKeyText,
  sealStoredSecrets,
  useDataKeys,
} from '@probity/db';
import { MSG_SECRET_MASKED } from '@probity/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATA_KEY, useTestDataKey } from '../../test/support/data-key.ts';
import { testDb, useWorld } from '../../test/support/world.ts';

// Tax numbers at rest (issue 12): sealed in the database, masked on every read, revealed one at a time, audited.

const w = useWorld();
const db = testDb();
afterAll(() => db.close());

const SSN = '987-65-4321';
const HEIR_SSN = '123 456 789';
let heirId = 0;

/** Every stored tax number column of this estate, read directly. */
async function storedColumns(estateId: string): Promise<string[]> {
  const d = await db.db
    .select({ ssn: decedents.ssn, enc: decedents.ssn_enc })
    .from(decedents)
    .where(eq(decedents.estate_id, estateId));
  const h = await db.db
    .select({ ssn: heirs.ssn, enc: heirs.ssn_enc })
    .from(heirs)
    .where(eq(heirs.estate_id, estateId));
  return [...d, ...h].flatMap((r) => [r.ssn, r.enc]);
}

const digitsOnly = (s: string) => s.replace(/\D/g, '');

beforeAll(async () => {
  const res = await w.owner.call('POST', `/api/estate/${w.estateId}/save`, {
    force: true,
    parts: {
      dec: { ssn: SSN },
      heirs: { add: [{ id: -1, name: 'Nora Brooks', ssn: HEIR_SSN }], mod: [], del: [] },
    },
  });
  expect(res.statusCode).toBe(200);
  heirId = res.json().payload.ids['-1'];
});

describe('at rest', () => {
  it('stores no tax number readable in the database: the mask and an AES-GCM envelope naming its key', async () => {
    const cols = await storedColumns(w.estateId);
    expect(cols).toHaveLength(4);
    for (const c of cols) {
      expect(digitsOnly(c)).not.toContain(digitsOnly(SSN));
      expect(digitsOnly(c)).not.toContain(digitsOnly(HEIR_SSN));
    }
    const [decMask, decEnc, heirMask, heirEnc] = cols;
    expect([decMask, heirMask]).toEqual(['•••-••-4321', '••• ••6 789']);
    expect(decEnc).toMatch(/^v1\.[0-9a-f]{12}\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(heirEnc.split('.')[1]).toBe(decEnc.split('.')[1]);
  });

  it('answers the mask on every read: dec, /full, the heirs part; the sealed column never leaves', async () => {
    const dec = (await w.viewer.call('GET', `/api/estate/${w.estateId}/dec`)).json().payload;
    expect(dec.ssn).toBe('•••-••-4321');
    const full = await w.viewer.call('GET', `/api/estate/${w.estateId}/full`);
    expect(full.body).not.toContain('ssn_enc');
    expect(full.body).not.toContain(SSN);
    expect(full.json().payload.heirs.find((h: { id: number }) => h.id === heirId).ssn).toBe('••• ••6 789');
    const part = await w.viewer.call('GET', `/api/estate/${w.estateId}/heirs`);
    expect(part.body).not.toContain('ssn_enc');
    expect(part.body).toContain('••• ••6 789');
  });
});

describe('reveal', () => {
  it('answers the decedent and the heir number in clear to a viewer and writes one audit entry each', async () => {
    const before = await db.db.select().from(auditEntries).where(eq(auditEntries.action, 'reveal'));
    const dec = await w.viewer.call('GET', `/api/estate/${w.estateId}/secret`);
    expect(dec.json()).toEqual({ success: true, code: 0, payload: { ssn: SSN } });
    expect(dec.headers['cache-control']).toBe('no-store');
    const heir = await w.viewer.call('GET', `/api/estate/${w.estateId}/secret?heir=${heirId}`);
    expect(heir.json().payload).toEqual({ ssn: HEIR_SSN });
    const after = await db.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.action, 'reveal'))
      .orderBy(auditEntries.id);
    const mine = after.filter((a) => !before.some((b) => b.id === a.id));
    expect(mine.map((a) => [a.estate_id, a.user_id, a.detail])).toEqual([
      [w.estateId, w.viewer.userId, { field: 'ssn' }],
      [w.estateId, w.viewer.userId, { field: 'ssn', heir_id: heirId }],
    ]);
  });

  it('answers 404 for an heir of another estate and 401 / 404 to the anonymous and a stranger', async () => {
    expect((await w.owner.call('GET', `/api/estate/${w.estateId}/secret?heir=999999`)).statusCode).toBe(404);
    for (const heir of ['99999999999', 'abc', '-1', '1.5']) {
      expect((await w.owner.call('GET', `/api/estate/${w.estateId}/secret?heir=${heir}`)).statusCode).toBe(
        400,
      );
    }
    expect((await w.anonymous.call('GET', `/api/estate/${w.estateId}/secret`)).statusCode).toBe(401);
    expect((await w.stranger.call('GET', `/api/estate/${w.estateId}/secret`)).statusCode).toBe(404);
  });
});

describe('saving with the mask', () => {
  it('keeps the stored number when the mask comes back unchanged with other changes', async () => {
    const res = await w.editor.call('POST', `/api/estate/${w.estateId}/save`, {
      force: true,
      parts: {
        dec: { ssn: '•••-••-4321', phone: '404-555-0199' },
        heirs: { add: [], mod: [{ id: heirId, ssn: '••• ••6 789', note: 'eldest' }], del: [] },
      },
    });
    expect(res.statusCode).toBe(200);
    const dec = await w.owner.call('GET', `/api/estate/${w.estateId}/secret`);
    expect(dec.json().payload.ssn).toBe(SSN);
    const heir = await w.owner.call('GET', `/api/estate/${w.estateId}/secret?heir=${heirId}`);
    expect(heir.json().payload.ssn).toBe(HEIR_SSN);
    expect((await w.owner.call('GET', `/api/estate/${w.estateId}/dec`)).json().payload.phone).toBe(
      '404-555-0199',
    );
  });

  it('refuses an edited mask or a mask on a new heir with a clear message, changing nothing', async () => {
    const rev = await w.rev();
    for (const parts of [
      { dec: { ssn: '•••-••-9999' } },
      { heirs: { add: [], mod: [{ id: heirId, ssn: '•• ••6 789' }], del: [] } },
      { heirs: { add: [{ id: -1, name: 'Copy', ssn: '••• ••6 789' }], mod: [], del: [] } },
    ]) {
      const res = await w.owner.call('POST', `/api/estate/${w.estateId}/save`, { revision: rev, parts });
      expect(res.json()).toEqual({ success: false, code: 400, msg: MSG_SECRET_MASKED });
    }
    expect(await w.rev()).toBe(rev);
    expect((await w.owner.call('GET', `/api/estate/${w.estateId}/secret`)).json().payload.ssn).toBe(SSN);
  });

  it('seals a new number typed over the mask, and clears it with an empty value', async () => {
    await w.owner.call('PUT', `/api/estate/${w.estateId}/dec`, { force: true, ssn: '555-44-3333' });
    expect((await w.owner.call('GET', `/api/estate/${w.estateId}/secret`)).json().payload.ssn).toBe(
      '555-44-3333',
    );
    await w.owner.call('PUT', `/api/estate/${w.estateId}/dec`, { force: true, ssn: '' });
    const [row] = await db.db.select().from(decedents).where(eq(decedents.estate_id, w.estateId));
    expect([row.ssn, row.ssn_enc]).toEqual(['', '']);
    await w.owner.call('PUT', `/api/estate/${w.estateId}/dec`, { force: true, ssn: SSN });
  });
});

describe('the start-up data migration', () => {
  it('seals numbers found in clear, then re-seals everything under a new key (rotation)', async () => {
    const newKey = newDataKeyText();
    await db.db.execute(
      sql`update decedents set ssn = '111-22-3333', ssn_enc = '' where estate_id = ${w.estateId}`,
    );
    try {
      expect(await sealStoredSecrets(db.db)).toBeGreaterThanOrEqual(1);
      expect(await storedColumns(w.estateId)).not.toContain('111-22-3333');
      expect((await w.owner.call('GET', `/api/estate/${w.estateId}/secret`)).json().payload.ssn).toBe(
        '111-22-3333',
      );

      const oldId = (await storedColumns(w.estateId))[1].split('.')[1];
      const rotated = makeKeyring([newKey, TEST_DATA_KEY]);
      useDataKeys(rotated);
      expect(await sealStoredSecrets(db.db)).toBeGreaterThanOrEqual(2);
      const [, decEnc, , heirEnc] = await storedColumns(w.estateId);
      expect([decEnc.split('.')[1], heirEnc.split('.')[1]]).toEqual([rotated.current.id, rotated.current.id]);
      expect(rotated.current.id).not.toBe(oldId);
      expect(
        (await w.owner.call('GET', `/api/estate/${w.estateId}/secret?heir=${heirId}`)).json().payload.ssn,
      ).toBe(HEIR_SSN);
      expect(await sealStoredSecrets(db.db)).toBe(0);
    } finally {
      // back under the test key (a rotation back), for the other files sharing this database
      useDataKeys(makeKeyring([TEST_DATA_KEY, newKey]));
      await sealStoredSecrets(db.db);
      useTestDataKey();
    }
  });
});
