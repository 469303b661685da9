import { grantAccess } from '@probity/db';
import {
  MSG_ESTATE_MISSING,
  MSG_NO_PERMISSION_THIS,
  MSG_PUBLICATION_MISSING,
  MSG_RELEASE_CLOSED,
  MSG_RELEASE_HEIR_ONLY,
  MSG_RELEASE_MISSING,
  MSG_RELEASE_NOTHING,
  MSG_RELEASE_PICK,
  MSG_RELEASE_STATEMENTS,
  RELEASE_REMINDER_DAYS,
} from '@probity/domain';
import { twoHeirsEstate } from '@probity/domain/fixtures';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTING_2026, beneficiaryOf, pdfText } from '../../test/support/heirs.ts';
import { type Client, createEstate } from '../../test/support/helpers.ts';
import { testDb, useWorld } from '../../test/support/world.ts';
import { sha256Hex } from '../runtime/sha256.ts';
import { remindReleases } from './release-reminders.ts';

// Issue 39, point 3: a receipt and release for an heir's done distributions, resting on a published accounting;
// the heir reads it, consents, confirms each statement, types her name and signs (or declines); the signed PDF's
// signature page names the release's and the accounting's hashes and lands among the Estate Files.

const w = useWorld();
const e = { id: '', nora: 0, sam: 0, zed: 0, house: 0, planned: 0, samGift: 0 };
let nora: Client;
let accounting: { json_sha256: string; pdf_sha256: string };

const base = () => `/api/estate/${e.id}/releases`;
const sha256 = sha256Hex;
const rev = async () => (await w.owner.call('GET', `/api/estate/${e.id}`)).json().payload.revision as number;
const send = (c: Client, heir_id: number, n = 1, distributions?: number[]) =>
  c.call('POST', base(), { heir_id, accounting: n, distributions });
const mails = async (c: Client) =>
  (await c.call('GET', '/api/outbox')).json().payload as { subject: string; body: string }[];
const SIGN = { consent: true, statements: [true, true, true], name: 'Nora Q. Brooks' };

beforeAll(async () => {
  const created = await createEstate(w.owner, twoHeirsEstate(`Releases ${w.owner.email}`));
  Object.assign(e, {
    id: created.id,
    nora: created.ids['-3'],
    sam: created.ids['-4'],
    house: created.ids['-5'],
    planned: created.ids['-6'],
    samGift: created.ids['-7'],
  });
  const zed = await w.owner.call('POST', `/api/estate/${e.id}/save`, {
    revision: await rev(),
    parts: { heirs: { add: [{ id: -1, name: 'Zed Nothing' }] } },
  });
  e.zed = zed.json().payload.ids['-1'];
  const db = testDb();
  await grantAccess(db.db, e.id, w.viewer.userId, 2).finally(() => db.close());
  nora = await beneficiaryOf(w.app, w.owner, e.id, e.nora);
  const pub = await w.owner.call('POST', `/api/estate/${e.id}/accountings`, {
    options: ACCOUNTING_2026,
    rev: await rev(),
  });
  expect(pub.statusCode).toBe(200);
  accounting = pub.json().payload;
});

describe('a receipt and release', () => {
  let id = 0;

  it("is sent for the heir's done distributions, sealed, resting on the accounting, and mailed to her", async () => {
    const res = await send(w.owner, e.nora);
    expect(res.statusCode).toBe(200);
    const r = res.json().payload;
    id = r.id;
    // the house's half given on 1 June is done; the $20,000 planned is not receipted
    expect(r).toMatchObject({
      heir_id: e.nora,
      heir_name: 'Nora Brooks',
      status: 'sent',
      lines: [{ asset: 'The house on Elm Street', date: '2026-06-01', value: 150_000_00 }],
      total: 150_000_00,
      accounting: {
        number: 1,
        end: '2026-12-31',
        json_sha256: accounting.json_sha256,
        pdf_sha256: accounting.pdf_sha256,
      },
      sent_by: 'Olivia Owner',
    });
    expect(r.release_sha256).toBe(sha256(r.document));
    expect(r.statements).toHaveLength(3);
    expect(r.statements[0]).toBe(
      'I, Nora Brooks, received from Olivia Owner, as executor of Estate of Ada Brooks, deceased, the distributions listed in this document, worth $150,000.00 in all.',
    );
    expect(r.statements[1]).toContain('I have read Accounting 1, which covers the estate up to 31-Dec-2026');
    expect(r.note).toContain('It is not legal advice');
    expect((await mails(nora)).map((m) => m.subject)).toContain(
      'A receipt and release to sign for "Estate of Ada Brooks, deceased"',
    );
  });

  it('is refused for an heir with nothing done, an accounting not published, a viewer and the heir', async () => {
    const cases: [Client, number, number, number, string, number[]?][] = [
      [w.owner, e.zed, 1, 400, MSG_RELEASE_NOTHING],
      // a planned distribution is not done; Sam's is not Nora's
      [w.owner, e.nora, 1, 400, MSG_RELEASE_PICK, [e.house, e.planned]],
      [w.owner, e.nora, 1, 400, MSG_RELEASE_PICK, [e.samGift]],
      [w.owner, e.nora, 9, 404, MSG_PUBLICATION_MISSING],
      [w.viewer, e.nora, 1, 403, MSG_NO_PERMISSION_THIS],
      [nora, e.nora, 1, 404, MSG_ESTATE_MISSING],
    ];
    for (const [who, heir, n, status, msg, picked] of cases) {
      const res = await send(who, heir, n, picked);
      expect([heir, n, res.statusCode, res.json().msg]).toEqual([heir, n, status, msg]);
    }
  });

  it('is marked viewed when the heir opens it; the executor sees that; only the heir may answer', async () => {
    const mine = await nora.call('GET', `${base()}/${id}`);
    expect(mine.json().payload).toMatchObject({ status: 'viewed', viewed_at: expect.any(String) });
    const list = (await w.owner.call('GET', base())).json().payload.releases;
    expect(list.find((r: { id: number }) => r.id === id)).toMatchObject({ status: 'viewed' });
    const byOwner = await w.owner.call('POST', `${base()}/${id}/sign`, SIGN);
    expect([byOwner.statusCode, byOwner.json().msg]).toEqual([403, MSG_RELEASE_HEIR_ONLY]);
  });

  it('asks for the consent, every statement and a typed name before it signs', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ ...SIGN, consent: false }, 'Agree to sign electronically first.'],
      [{ ...SIGN, statements: [true, false, true] }, MSG_RELEASE_STATEMENTS],
      [{ ...SIGN, statements: [true, true] }, MSG_RELEASE_STATEMENTS],
      [{ ...SIGN, name: ' ' }, 'Type your full name to sign.'],
    ];
    for (const [body, msg] of bad) {
      const res = await nora.call('POST', `${base()}/${id}/sign`, body);
      // the schema's refusals name the field first ("Invalid body.consent: ...")
      expect([res.statusCode, res.json().msg.replace(/^Invalid body[.\w]+: /, '')]).toEqual([400, msg]);
    }
    expect((await nora.call('GET', `${base()}/${id}`)).json().payload.status).toBe('viewed');
  });

  it('signed: the record kept, the PDF with its signature page among the Estate Files, and once only', async () => {
    const res = await nora.call('POST', `${base()}/${id}/sign`, SIGN);
    expect(res.statusCode).toBe(200);
    const r = res.json().payload;
    expect(r).toMatchObject({
      status: 'signed',
      signer_name: 'Nora Q. Brooks',
      signed_at: expect.any(String),
    });
    const pdf = await w.owner.call('GET', `${base()}/${id}/pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(sha256(pdf.rawPayload)).toBe(r.signed_pdf_sha256);
    expect(sha256((await nora.call('GET', `${base()}/${id}/pdf`)).rawPayload)).toBe(r.signed_pdf_sha256);
    const text = pdfText(pdf.rawPayload);
    for (const bit of [
      'Signature page',
      'Signed electronically by Nora Q. Brooks',
      `IP address ${nora.ip}`,
      `SHA-256 of this release as sent ${r.release_sha256}`,
      `SHA-256 of Accounting 1's sealed data ${accounting.json_sha256}`,
      `SHA-256 of Accounting 1's PDF ${accounting.pdf_sha256}`,
    ])
      expect(text).toContain(bit);
    const files = (await w.owner.call('GET', `/api/estate/${e.id}/file?want=all_blob_data`)).json().payload
      .files;
    expect(files).toContainEqual(
      expect.objectContaining({
        entity_type: 'heirs',
        entity_id: String(e.nora),
        sha256: r.signed_pdf_sha256,
        file_name: encodeURIComponent(`Receipt and release ${id}, Nora Brooks, signed.pdf`),
      }),
    );
    const again = await nora.call('POST', `${base()}/${id}/sign`, SIGN);
    expect([again.statusCode, again.json().msg]).toEqual([409, MSG_RELEASE_CLOSED]);
    // the audit trail's chain still holds, the signature in it
    const chain = (await w.owner.call('GET', `/api/estate/${e.id}/audit/verify`)).json().payload;
    expect(chain).toMatchObject({ intact: true, broken: null });
    const db = testDb();
    const audit = await db.db.execute(
      sql`select detail from audit_entries where estate_id = ${e.id} and action = 'release_sign'`,
    );
    await db.close();
    expect(audit.rows[0]?.detail).toMatchObject({ release: id, pdf_sha256: r.signed_pdf_sha256 });
  });

  it("declined with a reason; another heir's release is not hers to see or answer", async () => {
    const second = (await send(w.owner, e.nora)).json().payload;
    const declined = await nora.call('POST', `${base()}/${second.id}/decline`, {
      reason: 'The rent is wrong',
    });
    expect(declined.json().payload).toMatchObject({
      status: 'declined',
      decline_reason: 'The rent is wrong',
    });
    const sams = (await send(w.owner, e.sam, 1, [e.samGift])).json().payload;
    expect(sams.lines).toEqual([{ asset: 'Checking account', date: '2026-05-15', value: 5_000_00 }]);
    for (const [method, url] of [
      ['GET', `${base()}/${sams.id}`],
      ['GET', `${base()}/${sams.id}/pdf`],
      ['POST', `${base()}/${sams.id}/decline`],
    ] as const) {
      const res = await nora.call(method, url, method === 'POST' ? { reason: 'no' } : undefined);
      expect([url, res.statusCode, res.json().msg]).toEqual([url, 404, MSG_RELEASE_MISSING]);
    }
    const hers = (await nora.call('GET', base())).json().payload.releases;
    expect(hers.map((r: { heir_id: number }) => r.heir_id)).toEqual([e.nora, e.nora]);
    // a viewer of the estate reads every heir's
    const all = (await w.viewer.call('GET', base())).json().payload.releases;
    expect(all.map((r: { heir_id: number }) => r.heir_id)).toEqual([e.nora, e.nora, e.sam]);
  });

  it(`an unanswered release gets one reminder ${RELEASE_REMINDER_DAYS} days after it was sent`, async () => {
    const third = (await send(w.owner, e.nora)).json().payload;
    const db = testDb();
    await db.db.execute(
      sql`update heir_releases set sent_at = now() - interval '15 days' where id = ${third.id}`,
    );
    await db.close();
    const log = { warn: () => undefined };
    const first = await remindReleases(w.app.ctx, log, new Date());
    expect(first.reminded).toBeGreaterThanOrEqual(1);
    expect((await mails(nora)).map((m) => m.subject)).toContain(
      'Reminder: a receipt and release to sign for "Estate of Ada Brooks, deceased"',
    );
    expect((await nora.call('GET', `${base()}/${third.id}`)).json().payload.reminded_at).toEqual(
      expect.any(String),
    );
    const again = await remindReleases(w.app.ctx, log, new Date());
    expect(again.reminded).toBe(0);
  });
});
