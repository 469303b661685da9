// The executor's choice of tax year (issue 42): saved with the estate's fields, checked by the domain's rule (a bad
// end is refused with its message and changes nothing), and the estate's return task falls due from it.
import * as M from '@probity/domain';
import { describe, expect, it } from 'vitest';
import { createEstate, signUp, useApp } from '../../test/support/helpers.ts';

const t = useApp();

const US = { label: 'Fiscal', country_code: 'us', state: 'GA', state_exec: 'GA', death_date: '2026-03-15' };
const due = async (u: Awaited<ReturnType<typeof signUp>>, id: string, task: number) =>
  (
    (await u.call('GET', `/api/estate/${id}/tasks`)).json().payload.tasks as {
      id: number;
      due: string | null;
    }[]
  ).find((x) => x.id === task)?.due;

describe('the estate’s tax year', () => {
  it('is the calendar year on a new estate; a fiscal year is saved and moves the Form 1041 task', async () => {
    const u = await signUp(t.app, 'taxyearput');
    const e = await createEstate(u, { meta: US });
    expect((await u.call('GET', `/api/estate/${e.id}`)).json().payload.tax_year_end).toBeNull();
    // Calendar 2026: the 15th day of the 4th month after, 15 April 2027.
    expect(await due(u, e.id, 77)).toBe('2027-04-15');
    const res = await u.call('PUT', `/api/estate/${e.id}`, { revision: 1, tax_year_end: '2027-02-28' });
    expect(res.statusCode).toBe(200);
    expect((await u.call('GET', `/api/estate/${e.id}`)).json().payload).toMatchObject({
      tax_year_end: '2027-02-28',
      revision: 2,
    });
    // A year to 28 February 2027: 15 June 2027.
    expect(await due(u, e.id, 77)).toBe('2027-06-15');
    // Back to the calendar year.
    expect((await u.call('PUT', `/api/estate/${e.id}`, { revision: 2, tax_year_end: null })).statusCode).toBe(
      200,
    );
    expect(await due(u, e.id, 77)).toBe('2027-04-15');
  });

  it('a Canadian estate’s T3 task follows a year-end on any day', async () => {
    const u = await signUp(t.app, 'taxyearca');
    const e = await createEstate(u, { meta: { ...US, country_code: 'ca', state: 'ON', state_exec: 'ON' } });
    const res = await u.call('PUT', `/api/estate/${e.id}`, { revision: 1, tax_year_end: '2026-10-31' });
    expect(res.statusCode).toBe(200);
    expect(await due(u, e.id, 91)).toBe('2027-01-29'); // 90 days after 31 October 2026
  });

  it.each([
    ['2026-11-15', M.MSG_TAX_YEAR_MONTH_END],
    ['2027-03-31', M.msgTaxYearEndRange('31-Mar-2026', '28-Feb-2027')],
    ['2026-02-28', M.msgTaxYearEndRange('31-Mar-2026', '28-Feb-2027')],
  ])('refuses a first year ending %s with its message and keeps what was stored', async (end, msg) => {
    const u = await signUp(t.app, `taxyearbad${end.replace(/-/g, '')}`);
    const e = await createEstate(u, { meta: US });
    await u.call('PUT', `/api/estate/${e.id}`, { revision: 1, tax_year_end: '2026-09-30' });
    const res = await u.call('PUT', `/api/estate/${e.id}`, {
      revision: 2,
      label: 'Changed',
      tax_year_end: end,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(msg);
    const meta = (await u.call('GET', `/api/estate/${e.id}`)).json().payload;
    expect(meta).toMatchObject({ tax_year_end: '2026-09-30', label: 'Fiscal', revision: 2 });
  });

  it('is checked when an estate is created with it: a bad end creates nothing', async () => {
    const u = await signUp(t.app, 'taxyearnew');
    const good = await createEstate(u, { meta: { ...US, tax_year_end: '2027-02-28' } });
    expect((await u.call('GET', `/api/estate/${good.id}`)).json().payload.tax_year_end).toBe('2027-02-28');
    expect(await due(u, good.id, 77)).toBe('2027-06-15');
    const bad = await u.call('POST', '/api/estates', {
      meta: { ...US, label: 'Bad', tax_year_end: '2026-11-15' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe(M.MSG_TAX_YEAR_MONTH_END);
    const list = (await u.call('GET', '/api/estates')).json().payload as { label: string }[];
    expect(list.map((e) => e.label)).not.toContain('Bad');
  });

  it('refuses a fiscal year for a trust, and any year-end before the death date is entered', async () => {
    const u = await signUp(t.app, 'taxyeartrust');
    const trust = await createEstate(u, { meta: { ...US, label: 'Trust', trust: true } });
    const r1 = await u.call('PUT', `/api/estate/${trust.id}`, { revision: 1, tax_year_end: '2026-09-30' });
    expect(r1.json().msg).toBe(M.MSG_TAX_YEAR_TRUST_CALENDAR);
    const none = await createEstate(u, { meta: { label: 'No death', state: 'GA' } });
    const r2 = await u.call('PUT', `/api/estate/${none.id}`, { revision: 1, tax_year_end: '2026-09-30' });
    expect(r2.json().msg).toBe(M.MSG_TAX_YEAR_NO_DEATH);
  });

  it('lets a US trust keep a fiscal year under the section 645 election, and not without it', async () => {
    const u = await signUp(t.app, 'taxyear645');
    const trust = await createEstate(u, { meta: { ...US, label: 'Trust 645', trust: true } });
    expect((await u.call('GET', `/api/estate/${trust.id}`)).json().payload.election_645).toBe(false);
    const put = (revision: number, body: Record<string, unknown>) =>
      u.call('PUT', `/api/estate/${trust.id}`, { revision, ...body });
    expect((await put(1, { election_645: true, tax_year_end: '2027-02-28' })).statusCode).toBe(200);
    expect((await u.call('GET', `/api/estate/${trust.id}`)).json().payload).toMatchObject({
      election_645: true,
      tax_year_end: '2027-02-28',
      revision: 2,
    });
    expect(await due(u, trust.id, 77)).toBe('2027-06-15'); // the year to 28 February 2027, as an estate's
    // The election withdrawn with the fiscal year kept: refused, nothing changed.
    const r = await put(2, { election_645: false, label: 'Changed' });
    expect(r.statusCode).toBe(400);
    expect(r.json().msg).toBe(M.MSG_TAX_YEAR_TRUST_CALENDAR);
    expect((await u.call('GET', `/api/estate/${trust.id}`)).json().payload).toMatchObject({
      election_645: true,
      label: 'Trust 645',
      revision: 2,
    });
    // Withdrawn with the calendar year: accepted, and the return is due 15 April 2027 again.
    expect((await put(2, { election_645: false, tax_year_end: null })).statusCode).toBe(200);
    expect(await due(u, trust.id, 77)).toBe('2027-04-15');
  });
});
