import {
  MSG_ESTATE_MISSING,
  MSG_HEIR_VIEW_WHICH,
  MSG_SHARE_BENEFICIARY_KIND,
  MSG_SHARE_HEIR_MISSING,
  MSG_SHARE_HEIR_ONLY,
  MSG_SHARE_HEIR_REQUIRED,
  MSG_SHARE_HEIR_TAKEN,
} from '@probity/domain';
import { twoHeirsEstate } from '@probity/domain/fixtures';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, createEstate, signUp, uniqueEmail } from '../../test/support/helpers.ts';
import { useWorld } from '../../test/support/world.ts';

// Issue 39, point 1: an heir invited as a beneficiary sees their own share and the estate's summary, nothing else.

const w = useWorld();
const e = { id: '', nora: 0, sam: 0, house: 0 };
let nora: Client;
let invite: { id: number; token: string };

const ua = () => `/api/estate/${e.id}/ua`;
const tokenOf = (link: string) => link.split('/invite/')[1] as string;
const view = (c: Pick<Client, 'call'>, heir?: number) =>
  c.call('GET', `/api/estate/${e.id}/heir-view${heir === undefined ? '' : `?heir=${heir}`}`);

beforeAll(async () => {
  const created = await createEstate(w.owner, twoHeirsEstate(`Heirs ${w.owner.email}`));
  Object.assign(e, {
    id: created.id,
    nora: created.ids['-3'] as number,
    sam: created.ids['-4'] as number,
    house: created.ids['-2'] as number,
  });
  const res = await w.owner.call('POST', ua(), {
    name: 'Nora Brooks',
    email: uniqueEmail('nora'),
    access: 3,
    heir_id: e.nora,
  });
  expect(res.statusCode).toBe(200);
  const p = res.json().payload;
  expect(p.entry).toMatchObject({ access: 3, heir_id: e.nora, done: false });
  invite = { id: p.entry.id, token: tokenOf(p.link) };
  nora = await signUp(w.app, 'nora', 'Nora Brooks');
  expect((await nora.call('POST', `/api/invite/${invite.token}`)).statusCode).toBe(200);
});

describe('inviting a beneficiary', () => {
  it('names an heir of the estate, one entry per heir, and only a beneficiary names one', async () => {
    const post = (body: Record<string, unknown>) =>
      w.owner.call('POST', ua(), { email: uniqueEmail('heir'), ...body });
    const cases: [Record<string, unknown>, number, string][] = [
      [{ access: 3 }, 400, MSG_SHARE_HEIR_REQUIRED],
      [{ access: 2, heir_id: e.sam }, 400, MSG_SHARE_HEIR_ONLY],
      [{ access: 3, heir_id: 999_999 }, 400, MSG_SHARE_HEIR_MISSING],
      [{ access: 3, heir_id: e.house }, 400, MSG_SHARE_HEIR_MISSING],
      [{ access: 3, heir_id: e.nora }, 409, MSG_SHARE_HEIR_TAKEN],
    ];
    for (const [body, status, msg] of cases) {
      const res = await post(body);
      expect(res.statusCode).toBe(status);
      expect(res.json().msg).toContain(msg);
    }
  });

  it('keeps a beneficiary one (or paused), and makes no other entry one', async () => {
    const put = (id: number, access: number) => w.owner.call('PUT', `${ua()}/${id}`, { access });
    expect((await put(invite.id, 1)).json().msg).toBe(MSG_SHARE_BENEFICIARY_KIND);
    expect((await put(invite.id, 0)).statusCode).toBe(200);
    expect((await view(nora)).statusCode).toBe(404);
    expect((await put(invite.id, 3)).statusCode).toBe(200);
    expect((await view(nora)).statusCode).toBe(200);
    const viewer = await w.owner.call('POST', ua(), { email: uniqueEmail('viewer'), access: 2 });
    const res = await put(viewer.json().payload.entry.id, 3);
    expect([res.statusCode, res.json().msg]).toEqual([400, MSG_SHARE_BENEFICIARY_KIND]);
  });
});

describe('the heir view', () => {
  it("shows the beneficiary the estate's figures and their own share, done and planned", async () => {
    const res = await view(nora);
    expect(res.statusCode).toBe(200);
    const v = res.json().payload;
    const summary = (await w.owner.call('GET', `/api/estate/${e.id}/summary`)).json().payload;
    expect(v.estate).toEqual({
      id: e.id,
      name: 'Ada Brooks',
      trust: false,
      death_date: '2026-03-01',
      executor: 'Olivia Owner',
      country_code: 'us',
    });
    const { valuePre: _pre, debtsDeath: _dd, ...figures } = summary.figures;
    expect(v.figures).toEqual(figures);
    expect(v.figures.valueDeath).toBe(400_000_00);
    // half the house ($150,000) done on 1 June; $20,000 of the checking account planned
    expect(v.heir).toMatchObject({
      id: e.nora,
      name: 'Nora Brooks',
      percent_target: 50_000,
      val_target: null,
      allocated: 170_000_00,
      distributed: 150_000_00,
      expected: 20_000_00,
    });
    expect(v.heir.distributions).toEqual([
      {
        id: expect.any(Number),
        asset: 'The house on Elm Street',
        date: '2026-06-01',
        value: 150_000_00,
        reason: 'Bequest',
      },
      {
        id: expect.any(Number),
        asset: 'Checking account',
        date: null,
        value: 20_000_00,
        reason: 'Residuary',
      },
    ]);
    // the heirs share what is held plus what was given: $400,000 less nothing owed; half is $200,000
    expect(v.heir.goal).toBe(200_000_00);
    expect(v.progress.total).toBeGreaterThan(0);
    // the deadlines still ahead, soonest first
    const today = new Date().toISOString().slice(0, 10);
    for (const u of v.upcoming) expect(u.due >= today).toBe(true);
    expect(v.upcoming.map((u: { due: string }) => u.due)).toEqual(
      [...v.upcoming.map((u: { due: string }) => u.due)].sort(),
    );
  });

  it('tells nothing of the other heirs, the tax numbers or the notes', async () => {
    const text = (await view(nora)).body;
    for (const secret of ['Sam', '6789', '4321', 'owes the estate rent']) {
      expect(text).not.toContain(secret);
    }
  });

  it("refuses the beneficiary another heir's view and every workspace route, as a stranger", async () => {
    expect((await view(nora, e.sam)).json().msg).toBe(MSG_ESTATE_MISSING);
    expect((await view(nora, e.nora)).statusCode).toBe(200);
    for (const path of ['', '/full', '/summary', '/assets', '/heirs', '/txacts', '/audit', '/ua']) {
      expect((await nora.call('GET', `/api/estate/${e.id}${path}`)).statusCode, path).toBe(404);
    }
    const save = await nora.call('POST', `/api/estate/${e.id}/save`, {
      force: true,
      parts: { meta: { label: 'Mine now' } },
    });
    expect(save.statusCode).toBe(404);
    const mine = (await nora.call('GET', '/api/estates')).json().payload;
    expect(mine.find((x: { id: string }) => x.id === e.id)?.role).toBe('beneficiary');
  });

  it('lets whoever reads the estate preview an heir they name, and no one else', async () => {
    expect((await view(w.owner)).json().msg).toBe(MSG_HEIR_VIEW_WHICH);
    const sam = (await view(w.owner, e.sam)).json().payload;
    expect([sam.heir.name, sam.heir.distributed, sam.heir.expected]).toEqual(['Sam Brooks', 5_000_00, 0]);
    expect((await view(w.owner, 999_999)).json().msg).toBe(MSG_SHARE_HEIR_MISSING);
    expect((await view(w.stranger, e.sam)).statusCode).toBe(404);
    expect((await view(w.anonymous, e.sam)).statusCode).toBe(401);
  });
});
