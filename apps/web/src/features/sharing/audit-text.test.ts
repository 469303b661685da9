import { describe, expect, it } from 'vitest';
import { auditText } from './audit-text';

describe('auditText', () => {
  it('says what each sharing step did, with the access levels by name', () => {
    const e = (action: string, detail: unknown, revision: number | null = null) =>
      auditText({ action, detail, revision });
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
});
