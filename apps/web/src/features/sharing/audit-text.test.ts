import { spelling } from '@probity/domain';
import { describe, expect, it } from 'vitest';
import { auditText } from './audit-text';

describe('auditText', () => {
  it('says what each sharing step did, with the access levels by name', () => {
    const e = (action: string, detail: unknown, revision: number | null = null) =>
      auditText({ action, detail, revision }, spelling('us'));
    expect(e('share_invite', { email: 'a@x.org', access: 2 })).toBe('Invited a@x.org (View Only)');
    expect(e('share_change', { email: 'a@x.org', from: 2, access: 1 })).toBe(
      'Changed the access of a@x.org from View Only to Edit',
    );
    expect(e('share_accept', { email: 'a@x.org', access: 1 })).toBe('a@x.org accepted the invitation');
    expect(e('owner_change', { to: 'b@x.org', keep_access: 0 })).toBe(
      'Transferred ownership to b@x.org, keeping No Access',
    );
    expect(e('save', { parts: ['meta'] }, 7)).toBe('Saved changes (revision 7)');
    expect(e('locs', {})).toBe('Changed the estate (locs)');
  });

  it('says what each payment bought and for how much, in its currency', () => {
    const e = (action: string, detail: unknown, country = 'us') =>
      auditText({ action, detail, revision: null }, spelling(country));
    expect(e('licence_bought', { amount: 26_900, currency: 'cad', quantity: 1 }, 'ca')).toBe(
      'Bought the licence for CA$269.00',
    );
    expect(e('licences_bought', { amount: 94_525, currency: 'usd', quantity: 5 })).toBe(
      'Bought 5 licenses to use on estates for $945.25',
    );
    expect(e('licence_assigned', {}, 'ca')).toBe('Licensed the estate with a licence bought ahead');
    expect(e('licence_assigned', {})).toBe('Licensed the estate with a license bought ahead');
    expect(
      e('service_bought', { amount: 250_000, currency: 'usd', item: 'executor', name: 'Executor help' }),
    ).toBe('Bought Executor help for $2,500.00');
    expect(e('licence_assigned', null, 'ca')).toBe('Licensed the estate with a licence bought ahead');
  });
});
