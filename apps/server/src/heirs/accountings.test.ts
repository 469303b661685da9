import {
  MSG_ESTATE_MISSING,
  MSG_NO_PERMISSION_THIS,
  MSG_PUBLICATION_MISSING,
  MSG_PUBLISH_CHANGED,
  MSG_REPORT_START_AFTER_END,
  MSG_SAMPLE_SAVE,
  MSG_SIGN_IN,
} from '@probity/domain';
import { twoHeirsEstate } from '@probity/domain/fixtures';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTING_2026, beneficiaryOf, pdfText } from '../../test/support/heirs.ts';
import { type Client, createEstate, signUp, uniqueEmail, visitor } from '../../test/support/helpers.ts';
import { testDb, useWorld } from '../../test/support/world.ts';
import { sha256Hex } from '../runtime/sha256.ts';

// Issue 39, point 2: the executor publishes an accounting; it is sealed (canonical JSON and PDF with their
// SHA-256), numbered, unchanged by later saves, mailed to the beneficiaries; the next one lists what changed.

const w = useWorld();
const e = { id: '', nora: 0, sam: 0, samGift: 0 };
let nora: Client;

const OPTIONS = ACCOUNTING_2026;
const base = () => `/api/estate/${e.id}/accountings`;
const rev = async (c: Client = w.owner) =>
  (await c.call('GET', `/api/estate/${e.id}`)).json().payload.revision as number;
const publish = async (c: Client, body?: Record<string, unknown>) =>
  c.call('POST', base(), body ?? { options: OPTIONS, rev: await rev() });
const sha256 = sha256Hex;
/** A sorted-key JSON writer of our own, to check the stored text against (the sealed data has no floats). */
const sortedJson = (v: unknown): string =>
  Array.isArray(v)
    ? `[${v.map(sortedJson).join(',')}]`
    : v !== null && typeof v === 'object'
      ? `{${Object.keys(v)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${sortedJson((v as Record<string, unknown>)[k])}`)
          .join(',')}}`
      : JSON.stringify(v);

beforeAll(async () => {
  const created = await createEstate(w.owner, twoHeirsEstate(`Accountings ${w.owner.email}`));
  Object.assign(e, {
    id: created.id,
    nora: created.ids['-3'] as number,
    sam: created.ids['-4'] as number,
    samGift: created.ids['-7'] as number,
  });
  nora = await beneficiaryOf(w.app, w.owner, e.id, e.nora);
});

describe('publishing an accounting', () => {
  let first: Record<string, unknown>;

  it('seals Accounting 1: canonical JSON and PDF with their SHA-256, balanced, mailed to the beneficiary', async () => {
    const res = await publish(w.owner);
    expect(res.statusCode).toBe(200);
    first = res.json().payload;
    expect(first).toMatchObject({ number: 1, rev: await rev(), changes: 0, published_by: 'Olivia Owner' });
    const one = (await nora.call('GET', `${base()}/1`)).json().payload;
    expect(one.json_sha256).toBe(sha256(one.json));
    expect(one.json).toBe(sortedJson(JSON.parse(one.json)));
    const sealed = JSON.parse(one.json);
    expect(sealed).toMatchObject({ format: 'probity-accounting/1', number: 1, since: null, changes: [] });
    // $400,000 at death comes in; nothing was sold: the charges and the credits are the same cents
    expect(sealed.report.charges).toBe(sealed.report.credits);
    expect(sealed.report.charges).toBe(400_000_00);
    const pdf = await nora.call('GET', `${base()}/1/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(sha256(pdf.rawPayload)).toBe(one.pdf_sha256);
    expect(pdf.rawPayload.length).toBe(one.pdf_bytes);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Accounting 1: ');
    expect(text).toContain(`SHA-256 of its sealed data: ${one.json_sha256}`);
    const mail = (await nora.call('GET', '/api/outbox')).json().payload as {
      subject: string;
      body: string;
    }[];
    expect(mail.map((m) => m.subject)).toContain(
      `Accounting 1 of "Estate of Ada Brooks, deceased" is published`,
    );
  });

  it('stays as sealed when the ledger changes inside its period; Accounting 2 shows the changed line', async () => {
    const before = (await nora.call('GET', `${base()}/1`)).json().payload;
    const save = await w.owner.call('POST', `/api/estate/${e.id}/save`, {
      revision: await rev(),
      parts: { txacts: { mod: [{ id: e.samGift, val: 6_000_00 }] } },
    });
    expect(save.statusCode).toBe(200);
    const after = (await nora.call('GET', `${base()}/1`)).json().payload;
    expect(after).toEqual(before);

    const res = await publish(w.owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toMatchObject({ number: 2 });
    const two = (await w.owner.call('GET', `${base()}/2`)).json().payload;
    expect(two.since).toBe(1);
    expect(JSON.parse(two.json).since).toEqual({ number: 1, json_sha256: before.json_sha256 });
    // Sam's gift of 15 May, $5,000 then $6,000: its line, the schedule's total and the summary's move with it
    expect(two.diff).toContainEqual({
      section: 'Schedule 6: Distributions',
      line: '15-May-2026 · Distribution',
      kind: 'changed',
      before: ['15-May-2026', '', 'Distribution', '$5,000.00'],
      after: ['15-May-2026', '', 'Distribution', '$6,000.00'],
    });
    expect(two.diff.map((c: { section: string; line: string }) => `${c.section}: ${c.line}`)).toEqual([
      'Summary: Schedule 6: Distributions',
      'Summary: Schedule 7: Property on hand at the close',
      'Schedule 6: Distributions: 15-May-2026 · Distribution',
      'Schedule 6: Distributions: Total',
      'Schedule 7: Property on hand at the close: Checking account · On hand at the close',
      'Schedule 7: Property on hand at the close: Total',
    ]);
    expect(two.changes).toBe(two.diff.length);
    const text = pdfText((await w.owner.call('GET', `${base()}/2/pdf`)).rawPayload);
    expect(text).toContain("Changes to Accounting 1's period since it was published");
    const list = (await nora.call('GET', base())).json().payload.accountings;
    expect(list.map((a: { number: number }) => a.number)).toEqual([2, 1]);
  });

  it('the database refuses to change a published row, whoever asks', async () => {
    const db = testDb();
    await expect(
      db.db.execute(sql`update accounting_publications set title = 'forged' where estate_id = ${e.id}`),
    ).rejects.toThrow();
    const [row] = (
      await db.db.execute(
        sql`select title from accounting_publications where estate_id = ${e.id} and number = 1`,
      )
    ).rows;
    await db.close();
    expect(row?.title).toMatch(/^Accounting/);
  });
});

describe('who may publish and read', () => {
  it('refuses a stale revision, a bad period, a viewer, a beneficiary, the Sample and strangers', async () => {
    const now = await rev();
    const cases: [Client | ReturnType<typeof visitor>, string, Record<string, unknown>, number, string][] = [
      [w.owner, base(), { options: OPTIONS, rev: now - 1 }, 409, MSG_PUBLISH_CHANGED],
      [
        w.owner,
        base(),
        { options: { ...OPTIONS, start: '2026-05-01', end: '2026-04-01' }, rev: now },
        400,
        MSG_REPORT_START_AFTER_END,
      ],
      [nora, base(), { options: OPTIONS, rev: now }, 404, MSG_ESTATE_MISSING],
      [w.stranger, base(), { options: OPTIONS, rev: now }, 404, MSG_ESTATE_MISSING],
      [visitor(w.app), base(), { options: OPTIONS, rev: now }, 401, MSG_SIGN_IN],
      [w.owner, '/api/estate/sample/accountings', { options: OPTIONS, rev: 1 }, 403, MSG_SAMPLE_SAVE],
    ];
    for (const [who, url, body, status, msg] of cases) {
      const res = await who.call('POST', url, body);
      expect([url, res.statusCode, res.json().msg]).toEqual([url, status, msg]);
    }
    expect((await w.owner.call('GET', base())).json().payload.accountings).toHaveLength(2);
  });

  it('a viewer reads but does not publish; a stranger reads nothing; a missing number is named', async () => {
    const viewer = await signUp(w.app, 'viewer', 'Vic Viewer');
    const inv = await w.owner.call('POST', `/api/estate/${e.id}/ua`, {
      name: 'Vic',
      email: uniqueEmail('vic'),
      access: 2,
    });
    const token = (inv.json().payload.link as string).split('/invite/')[1];
    expect((await viewer.call('POST', `/api/invite/${token}`)).statusCode).toBe(200);
    expect((await viewer.call('GET', `${base()}/1`)).statusCode).toBe(200);
    const refused = await viewer.call('POST', base(), { options: OPTIONS, rev: await rev() });
    expect([refused.statusCode, refused.json().msg]).toEqual([403, MSG_NO_PERMISSION_THIS]);
    for (const url of [base(), `${base()}/1`, `${base()}/1/pdf`]) {
      const res = await w.stranger.call('GET', url);
      expect([url, res.statusCode, res.json().msg]).toEqual([url, 404, MSG_ESTATE_MISSING]);
    }
    const missing = await nora.call('GET', `${base()}/99`);
    expect([missing.statusCode, missing.json().msg]).toEqual([404, MSG_PUBLICATION_MISSING]);
  });

  it("a beneficiary reaches another estate's accountings by id no more than a stranger", async () => {
    const other = await createEstate(w.owner, twoHeirsEstate(`Other ${w.owner.email}`));
    const otherRev = (await w.owner.call('GET', `/api/estate/${other.id}`)).json().payload.revision;
    const made = await w.owner.call('POST', `/api/estate/${other.id}/accountings`, {
      options: OPTIONS,
      rev: otherRev,
    });
    expect(made.statusCode).toBe(200);
    for (const url of [`/api/estate/${other.id}/accountings`, `/api/estate/${other.id}/accountings/1/pdf`]) {
      const res = await nora.call('GET', url);
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
  });
});
