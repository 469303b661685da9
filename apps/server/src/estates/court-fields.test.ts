// The court caption's fields (issue 36): saved with the estate's other fields, read back, and bad input refused
// with a message that names the field, changing nothing.
import { describe, expect, it } from 'vitest';
import { createEstate, signUp, useApp, visitor } from '../../test/support/helpers.ts';

const t = useApp();

const COURT = {
  distributor: 'Jordan Doe',
  court_name: 'Probate Court of Franklin County',
  court_county: 'Franklin',
  case_no: '2026 EST 001234',
  fiduciary_addr: '12 Elm St., Columbus, OH 43215',
  account_kind: 'partial',
  account_no: 2,
};

describe('the court fields of an estate', () => {
  it('are empty on a new estate, then saved and answered as sent (trimmed)', async () => {
    const u = await signUp(t.app, 'courtput');
    const e = await createEstate(u, { meta: { label: 'Court', state: 'OH' } });
    const before = (await u.call('GET', `/api/estate/${e.id}`)).json().payload;
    expect(before).toMatchObject({
      court_name: '',
      court_county: '',
      case_no: '',
      fiduciary_addr: '',
      account_kind: '',
      account_no: null,
    });
    const res = await u.call('PUT', `/api/estate/${e.id}`, {
      revision: 1,
      ...COURT,
      case_no: '  2026 EST 001234 ',
    });
    expect(res.statusCode).toBe(200);
    const meta = (await u.call('GET', `/api/estate/${e.id}`)).json().payload;
    expect(meta).toMatchObject({ ...COURT, state: 'OH', label: 'Court', revision: 2 });
  });

  it.each([
    [{ account_kind: 'second' }, 'The account must be the first, a partial or the final account'],
    [{ account_no: 0 }, 'The account number must be a whole number from 1 to 99'],
    [{ account_no: 1.5 }, 'The account number must be a whole number from 1 to 99'],
    [{ case_no: '9'.repeat(61) }, 'The case or file number is longer than 60 characters'],
  ])('refuses %j with its message and keeps what was stored', async (bad, msg) => {
    const u = await signUp(t.app, `courtbad${Object.keys(bad)[0]}${String(Object.values(bad)[0]).length}`);
    const e = await createEstate(u, { meta: { label: 'Kept' } });
    await u.call('PUT', `/api/estate/${e.id}`, { revision: 1, ...COURT });
    const res = await u.call('PUT', `/api/estate/${e.id}`, { revision: 2, court_name: 'Changed', ...bad });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain(msg);
    const meta = (await u.call('GET', `/api/estate/${e.id}`)).json().payload;
    expect(meta).toMatchObject({ ...COURT, revision: 2 });
  });

  it('are refused to a stranger', async () => {
    const u = await signUp(t.app, 'courtowner');
    const e = await createEstate(u);
    const res = await visitor(t.app).call('PUT', `/api/estate/${e.id}`, { revision: 1, case_no: 'X' });
    expect([401, 403, 404]).toContain(res.statusCode);
  });
});
