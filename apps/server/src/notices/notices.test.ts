import { listAudit } from '@probity/db';
import {
  MSG_NO_PERMISSION_THIS,
  MSG_NOTICE_KIND,
  MSG_NOTICE_MISSING,
  MSG_NOTICE_ORDER,
  MSG_NOTICE_SENT_LOCKED,
  MSG_NOTICE_SENT_NEEDS,
  MSG_NOTICE_TARGET,
  MSG_SAMPLE_SAVE,
  NOTICE_REGISTRY_VERSION,
  TASK_ID,
} from '@probity/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../test/support/heirs.ts';
import { testDb, useWorld } from '../../test/support/world.ts';

// Issue 40, points 2 and 3 through the API: a notice drafted from the saved estate, edited while drafted, marked
// sent (its follow-up set from the registry), acknowledged and done; done notices complete their kind's tasks;
// each letter downloads as PDF and Word, several as one packet. Who may do what is the server's to decide.

const w = useWorld();
const base = () => `/api/estate/${w.estateId}/notices`;
type NoticeOut = {
  id: number;
  status: string;
  letter: { subject: string; body: string[] };
  follow_up: string | null;
};

beforeAll(async () => {
  const res = await w.owner.call('POST', `/api/estate/${w.estateId}/save`, {
    revision: await w.rev(),
    parts: {
      assets: { add: [], mod: [{ id: w.assetId, account: '0012-3456-7890' }], del: [] },
      meta: { distributor: 'Olivia Owner', fiduciary_addr: '12 Elm St, Macon, GA 31201' },
    },
  });
  expect(res.statusCode).toBe(200);
});

const draft = async (body: object) => {
  const res = await w.owner.call('POST', base(), body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload as NoticeOut;
};
const patch = (id: number, body: object, c = w.owner) => c.call('PATCH', `${base()}/${id}`, body);

describe('notices of death', () => {
  it('drafts a bank notice from the saved estate: the fiduciary, the masked account, the registry version', async () => {
    const n = await draft({ kind: 'bank', target: { part: 'assets', id: w.assetId } });
    expect(n).toMatchObject({
      status: 'drafted',
      kind: 'bank',
      kind_name: 'Bank or credit union',
      ask: 'freeze',
    });
    expect((n as unknown as { registry_version: string }).registry_version).toBe(NOTICE_REGISTRY_VERSION);
    expect(n.letter.subject).toBe('Estate of Harold Brooks, deceased August 1, 2026: account ending in 7890');
    const text = JSON.stringify(n.letter);
    expect(text).toContain('Olivia Owner');
    expect(text).toContain('12 Elm St, Macon, GA 31201');
    expect(text).not.toContain('3456');
    const db = testDb();
    const audit = await listAudit(db.db, w.estateId, 5).finally(() => db.close());
    expect(audit.find((a) => a.action === 'notice')?.detail).toEqual({
      notice: n.id,
      kind: 'bank',
      status: 'drafted',
    });
  });

  it('refuses a kind of another country, an unknown kind and an item the estate does not hold', async () => {
    const cra = await w.owner.call('POST', base(), { kind: 'cra', target: { part: 'estate', id: null } });
    expect([cra.statusCode, cra.json().msg]).toEqual([400, MSG_NOTICE_KIND]);
    const nope = await w.owner.call('POST', base(), { kind: 'nope', target: { part: 'estate', id: null } });
    expect(nope.json().msg).toBe(MSG_NOTICE_KIND);
    const ask = await w.owner.call('POST', base(), {
      kind: 'ssa',
      ask: 'end_lease',
      target: { part: 'estate', id: null },
    });
    expect(ask.json().msg).toBe(MSG_NOTICE_KIND);
    const gone = await w.owner.call('POST', base(), { kind: 'bank', target: { part: 'assets', id: 9999 } });
    expect([gone.statusCode, gone.json().msg]).toEqual([400, MSG_NOTICE_TARGET]);
  });

  it('keeps the edits while drafted; sent needs a date and a method and fixes the text', async () => {
    const n = await draft({ kind: 'card_issuer', target: { part: 'estate', id: null } });
    const edited = { ...n.letter, body: ['Please close the card.', ...n.letter.body.slice(1)] };
    const e1 = await patch(n.id, { letter: edited }, w.editor);
    expect(e1.statusCode).toBe(200);
    expect(e1.json().payload.letter.body[0]).toBe('Please close the card.');

    const bare = await patch(n.id, { status: 'sent' });
    expect([bare.statusCode, bare.json().msg]).toEqual([400, MSG_NOTICE_SENT_NEEDS]);
    const sent = await patch(n.id, { status: 'sent', sent_on: '2026-11-02', sent_method: 'mail' });
    expect(sent.json().payload).toMatchObject({
      status: 'sent',
      sent_on: '2026-11-02',
      follow_up: '2026-12-02',
    });

    const late = await patch(n.id, { letter: edited });
    expect([late.statusCode, late.json().msg]).toEqual([409, MSG_NOTICE_SENT_LOCKED]);
    const back = await patch(n.id, { status: 'drafted' });
    expect([back.statusCode, back.json().msg]).toEqual([409, MSG_NOTICE_ORDER]);
    const ack = await patch(n.id, { status: 'acknowledged', acknowledged_on: '2026-11-20' });
    expect(ack.json().payload).toMatchObject({ status: 'acknowledged', acknowledged_on: '2026-11-20' });
  });

  it('completes Notify Social Security once every Social Security notice is done', async () => {
    const taskDone = async () => {
      const tasks = (await w.owner.call('GET', `/api/estate/${w.estateId}/tasks`)).json().payload.tasks as {
        id: number;
        done: boolean;
      }[];
      return tasks.find((t) => t.id === TASK_ID.notifySocialSecurity)?.done;
    };
    const a = await draft({ kind: 'ssa', target: { part: 'estate', id: null } });
    const b = await draft({ kind: 'ssa', ask: 'claim', target: { part: 'estate', id: null } });
    expect(await taskDone()).toBe(false);
    expect((await patch(a.id, { status: 'done', done_on: '2026-11-25' })).json().payload.done_on).toBe(
      '2026-11-25',
    );
    expect(await taskDone()).toBe(false);
    expect((await patch(b.id, { status: 'done' })).statusCode).toBe(200);
    expect(await taskDone()).toBe(true);
  });

  it('downloads a letter as PDF and Word, and several as one packet', async () => {
    const list = (await w.viewer.call('GET', base())).json().payload.notices as NoticeOut[];
    expect(list.length).toBeGreaterThanOrEqual(4);
    const [first, second] = list;
    if (!first || !second) throw new Error('two notices expected');
    const pdf = await w.viewer.call('GET', `${base()}/${first.id}/letter`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdfText(pdf.rawPayload)).toContain(first.letter.subject);
    const docx = await w.viewer.call('GET', `${base()}/${first.id}/letter?format=docx`);
    expect(docx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(docx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const packet = await w.viewer.call('GET', `${base()}/packet?ids=${first.id},${second.id}`);
    const text = pdfText(packet.rawPayload);
    // the second is the card issuer's letter as edited: the packet prints the text as it stands
    expect(second.letter.body[0]).toBe('Please close the card.');
    expect(text.indexOf(first.letter.subject)).toBeGreaterThanOrEqual(0);
    expect(text.indexOf(first.letter.subject)).toBeLessThan(text.indexOf('Please close the card.'));
    const missing = await w.viewer.call('GET', `${base()}/packet?ids=${first.id},999999`);
    expect([missing.statusCode, missing.json().msg]).toEqual([404, MSG_NOTICE_MISSING]);
  });

  it('leaves writes to the owner and editors; strangers see nothing; the Sample takes none', async () => {
    const body = { kind: 'bank', target: { part: 'estate', id: null } };
    const viewer = await w.viewer.call('POST', base(), body);
    expect([viewer.statusCode, viewer.json().msg]).toEqual([403, MSG_NO_PERMISSION_THIS]);
    expect((await w.stranger.call('GET', base())).statusCode).toBe(404);
    expect((await w.anonymous.call('GET', base())).statusCode).toBe(401);
    const sample = await w.owner.call('POST', '/api/estate/sample/notices', body);
    expect([sample.statusCode, sample.json().msg]).toEqual([403, MSG_SAMPLE_SAVE]);
    expect((await w.anonymous.call('GET', '/api/estate/sample/notices')).statusCode).toBe(200);
  });

  it('deletes a notice, once', async () => {
    const n = await draft({ kind: 'utility', target: { part: 'estate', id: null } });
    expect((await w.editor.call('DELETE', `${base()}/${n.id}`)).statusCode).toBe(200);
    const again = await w.editor.call('DELETE', `${base()}/${n.id}`);
    expect([again.statusCode, again.json().msg]).toEqual([404, MSG_NOTICE_MISSING]);
  });
});
