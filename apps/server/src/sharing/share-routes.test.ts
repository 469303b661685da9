import {
  CODE_BAD_PASSWORD,
  MSG_BAD_PASSWORD,
  MSG_INVITE_GONE,
  MSG_INVITE_TAKEN,
  MSG_OWNER_CHANGED,
  MSG_SAMPLE_SHARE,
  MSG_SHARE_EXISTS,
  MSG_SHARE_NEEDS_NAME,
  MSG_SHARE_OWNER_ONLY,
  MSG_SHARE_SELF,
  MSG_TRANSFER_CANDIDATE,
  MSG_TRANSFER_LABEL,
} from '@probity/domain';
import { describe, expect, it } from 'vitest';
import { type Client, createEstate, PASSWORD, signUp, uniqueEmail } from '../../test/support/helpers.ts';
import { useWorld } from '../../test/support/world.ts';

// Sharing end to end through the API (docs/api.md, Sharing): invite, accept, change, remove, transfer.

const w = useWorld();
const ua = (id = w.estateId) => `/api/estate/${id}/ua`;
const tokenOf = (link: string) => link.split('/invite/')[1] as string;
const outbox = async (c: Client) =>
  (await c.call('GET', '/api/outbox')).json().payload as {
    to_email: string;
    subject: string;
    body: string;
  }[];
const myEstates = async (c: Client) =>
  (await c.call('GET', '/api/estates')).json().payload as { id: string; role: string }[];

/** The owner invites `email`; answers the entry and the link the server handed back (no mail server in tests). */
async function inviteOf(email: string, access: 0 | 1 | 2, name = 'Cora Coexec') {
  const res = await w.owner.call('POST', ua(), { name, email, phone: '555-0100', access });
  expect(res.statusCode).toBe(200);
  const p = res.json().payload;
  expect(p.mailed).toBe(false);
  return { id: p.entry.id as number, token: tokenOf(p.link), entry: p.entry };
}

describe('an invitation', () => {
  it('goes to a new email: the entry waits unanswered, the page shows whose estate it is', async () => {
    const email = uniqueEmail('invitee');
    const { token, entry } = await inviteOf(email, 1);
    expect(entry).toMatchObject({ email, name: 'Cora Coexec', phone: '555-0100', access: 1, done: false });
    const info = await w.anonymous.call('GET', `/api/invite/${token}`);
    expect(info.json().payload).toEqual({
      estate_label: `Estate ${w.owner.email}`,
      owner_name: 'Olivia Owner',
      email,
      access: 1,
    });
    expect((await w.anonymous.call('POST', `/api/invite/${token}`)).statusCode).toBe(401);
    const list = (await w.owner.call('GET', ua())).json().payload;
    expect(list.owner).toEqual({ name: 'Olivia Owner', email: w.owner.email });
    expect(list.can_manage).toBe(true);
    expect(list.entries.find((e: { email: string }) => e.email === email)).toMatchObject({
      done: false,
      access: 1,
    });
  });

  it('is accepted by whoever signs in with the link: they edit the estate and see it at home as editor', async () => {
    const email = uniqueEmail('coexec');
    const { id, token } = await inviteOf(email, 1);
    const coexec = await signUp(w.app, 'coexec', 'Cora Coexec');
    expect((await coexec.call('GET', `/api/estate/${w.estateId}`)).statusCode).toBe(404);
    const accepted = await coexec.call('POST', `/api/invite/${token}`);
    expect(accepted.json().payload).toEqual({ estate_id: w.estateId });
    expect((await myEstates(coexec)).find((e) => e.id === w.estateId)?.role).toBe('edit');
    const save = await coexec.call('PUT', `/api/estate/${w.estateId}`, { force: true, distributor: 'Cora' });
    expect(save.statusCode).toBe(200);
    // the same account opening the link again just opens the estate; another account cannot take it
    expect((await coexec.call('POST', `/api/invite/${token}`)).json().payload.estate_id).toBe(w.estateId);
    const other = await w.stranger.call('POST', `/api/invite/${token}`);
    expect(other.statusCode).toBe(409);
    expect(other.json().msg).toBe(MSG_INVITE_TAKEN);
    const entry = (await w.owner.call('GET', ua()))
      .json()
      .payload.entries.find((e: { id: number }) => e.id === id);
    expect(entry.done).toBe(true);

    // view only from the next request on: reads work, saves are refused
    const toView = await w.owner.call('PUT', `${ua()}/${id}`, { access: 2 });
    expect(toView.json().payload.access).toBe(2);
    expect((await coexec.call('GET', `/api/estate/${w.estateId}/full`)).json().payload.meta.view_only).toBe(
      true,
    );
    const refused = await coexec.call('PUT', `/api/estate/${w.estateId}`, { force: true, distributor: 'No' });
    expect(refused.statusCode).toBe(403);
    // no access: the entry stays on the list, the estate is gone for them
    await w.owner.call('PUT', `${ua()}/${id}`, { access: 0 });
    expect((await coexec.call('GET', `/api/estate/${w.estateId}`)).statusCode).toBe(404);
    expect((await myEstates(coexec)).some((e) => e.id === w.estateId)).toBe(false);
    await w.owner.call('PUT', `${ua()}/${id}`, { access: 2 });
    expect((await coexec.call('GET', `/api/estate/${w.estateId}`)).statusCode).toBe(200);
    // removed: 404 at the next read
    const removed = await w.owner.call('DELETE', `${ua()}/${id}`);
    expect(removed.json().payload).toEqual({ removed: true });
    expect((await coexec.call('GET', `/api/estate/${w.estateId}`)).statusCode).toBe(404);
    expect((await w.owner.call('DELETE', `${ua()}/${id}`)).statusCode).toBe(404);
  });

  it('reaches an existing user in their outbox; sending it again replaces the link', async () => {
    const known = await signUp(w.app, 'known', 'Kim Known');
    const { id, token } = await inviteOf(known.email, 2, 'Kim');
    const mail = (await outbox(known))[0];
    expect(mail?.to_email).toBe(known.email);
    expect(mail?.subject).toBe(`Olivia Owner shared "Estate ${w.owner.email}" with you`);
    expect(mail?.body).toContain(`/invite/${token}`);
    expect(mail?.body).toContain('You can view it');
    const again = await w.owner.call('PUT', `${ua()}/${id}?reinvite=1`, {});
    const fresh = tokenOf(again.json().payload.link);
    expect(fresh).not.toBe(token);
    const old = await known.call('POST', `/api/invite/${token}`);
    expect(old.statusCode).toBe(410);
    expect(old.json().msg).toBe(MSG_INVITE_GONE);
    expect((await known.call('POST', `/api/invite/${fresh}`)).statusCode).toBe(200);
    expect((await myEstates(known)).find((e) => e.id === w.estateId)?.role).toBe('view');
  });

  it('refuses what makes no sense, changing nothing', async () => {
    const email = uniqueEmail('twice');
    await inviteOf(email, 1);
    const count = async () => (await w.owner.call('GET', ua())).json().payload.entries.length as number;
    const before = await count();
    const twice = await w.owner.call('POST', ua(), { email: email.toUpperCase(), access: 1 });
    expect([twice.statusCode, twice.json().msg]).toEqual([409, MSG_SHARE_EXISTS]);
    const self = await w.owner.call('POST', ua(), { email: w.owner.email, access: 1 });
    expect([self.statusCode, self.json().msg]).toEqual([400, MSG_SHARE_SELF]);
    const bad = await w.owner.call('POST', ua(), { email: 'not an email', access: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('Enter a valid email address');
    const level = await w.owner.call('POST', ua(), { email: uniqueEmail('x'), access: 3 });
    expect(level.statusCode).toBe(400);
    expect(await count()).toBe(before);
    const unnamed = await createEstate(w.owner, { meta: { label: `No name ${w.owner.email}` } });
    const noName = await w.owner.call('POST', ua(unnamed.id), { email: uniqueEmail('y'), access: 1 });
    expect([noName.statusCode, noName.json().msg]).toEqual([400, MSG_SHARE_NEEDS_NAME]);
    expect((await w.anonymous.call('GET', '/api/invite/not-a-token-at-all-0000000')).statusCode).toBe(410);
  });

  it('is the owner’s alone to send; editors read the list; viewers, strangers and the Sample are refused', async () => {
    const body = { email: uniqueEmail('z'), access: 1 };
    const asEditor = await w.editor.call('POST', ua(), body);
    expect([asEditor.statusCode, asEditor.json().msg]).toEqual([403, MSG_SHARE_OWNER_ONLY]);
    const list = (await w.editor.call('GET', ua())).json().payload;
    expect(list.can_manage).toBe(false);
    expect((await w.viewer.call('GET', ua())).statusCode).toBe(403);
    expect((await w.stranger.call('GET', ua())).statusCode).toBe(404);
    expect((await w.anonymous.call('GET', ua())).statusCode).toBe(401);
    const sample = await w.owner.call('POST', ua('sample'), body);
    expect([sample.statusCode, sample.json().msg]).toEqual([403, MSG_SAMPLE_SHARE]);
    expect((await w.owner.call('GET', `${ua()}?is_owner=y`)).json().payload).toBe('y');
    expect((await w.editor.call('GET', `${ua()}?is_owner=y`)).json().payload).toBe('n');
  });
});

describe('ownership transfer', () => {
  it('goes to an editor who accepted, after the password; the old owner keeps view access', async () => {
    const owner = await signUp(w.app, 'giver', 'Gail Giver');
    const est = await createEstate(owner, {
      meta: { label: 'Handed over', state: 'GA', state_exec: 'NJ' },
      dec: { name: 'Ray Brooks', death_date: '2026-08-01' },
    });
    const path = `/api/estate/${est.id}/ua`;
    const heir = await signUp(w.app, 'taker', 'Tom Taker');
    const sent = (await owner.call('POST', path, { email: heir.email, access: 1 })).json().payload;
    const change = { estate_id: est.id, new_owner: sent.entry.id, keep_access: 2, password: PASSWORD };
    // not accepted yet: no candidate
    const early = await owner.call('POST', `${path}?assign_owner=y`, change);
    expect([early.statusCode, early.json().msg]).toEqual([409, MSG_TRANSFER_CANDIDATE]);
    await heir.call('POST', `/api/invite/${tokenOf(sent.link)}`);
    const wrong = await owner.call('POST', `${path}?assign_owner=y`, {
      ...change,
      password: 'wrong password!',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ success: false, code: CODE_BAD_PASSWORD, msg: MSG_BAD_PASSWORD });
    // the new owner already has an estate with this label
    await createEstate(heir, { meta: { label: 'handed over ' } });
    const clash = await owner.call('POST', `${path}?assign_owner=y`, change);
    expect([clash.statusCode, clash.json().msg]).toEqual([409, MSG_TRANSFER_LABEL]);
    await owner.call('PUT', `/api/estate/${est.id}`, { force: true, label: 'Handed over to Tom' });
    const done = await owner.call('POST', `${path}?assign_owner=y`, change);
    expect(done.json().payload).toEqual({ msg: MSG_OWNER_CHANGED });
    expect((await heir.call('GET', `${path}?is_owner=y`)).json().payload).toBe('y');
    expect((await myEstates(owner)).find((e) => e.id === est.id)?.role).toBe('view');
    expect(
      (await owner.call('PUT', `/api/estate/${est.id}`, { force: true, distributor: 'x' })).statusCode,
    ).toBe(403);
    const list = (await heir.call('GET', path)).json().payload;
    expect(list.owner).toEqual({ name: 'Tom Taker', email: heir.email });
    expect(list.entries).toMatchObject([{ email: owner.email, access: 2, done: true }]);
    // the trail shows each step, who took it, newest first
    const trail = (await heir.call('GET', `/api/estate/${est.id}/audit`)).json().payload as {
      action: string;
      who: { email: string };
    }[];
    const steps = trail.filter((t) => t.action.startsWith('share') || t.action === 'owner_change');
    expect(steps.map((t) => [t.action, t.who.email])).toEqual([
      ['owner_change', owner.email],
      ['share_accept', heir.email],
      ['share_invite', owner.email],
    ]);
    expect((await owner.call('GET', `/api/estate/${est.id}/audit`)).statusCode).toBe(403);
    // the former owner cannot transfer it back
    const back = await owner.call('POST', `${path}?assign_owner=y`, { ...change, new_owner: 1 });
    expect(back.statusCode).toBe(403);
  });
});
