import { describe, expect, it } from 'vitest';
import {
  type Answers,
  activeTopics,
  createdKind,
  nextTopic,
  parseRole,
  prevTopic,
  ROLES,
  roleMeta,
  roleOf,
} from './topics';

const base: Answers = {
  role: 'Executor',
  country: 'us',
  trust: false,
  loggedIn: false,
  estimate: 'large',
  ancillary: true,
};

describe('quick-start topics', () => {
  it('shows every topic to a signed-out US executor of a large estate with property elsewhere', () => {
    expect(activeTopics(base)).toEqual([
      'welcome',
      'role',
      'basics',
      'video',
      'estimate',
      'tax',
      'consult',
      'ancillary',
      'has_ancillary',
      'account',
      'next',
    ]);
  });

  it('skips tax for a small estate, ancillary probate when there is no property elsewhere, account when signed in', () => {
    const a = { ...base, estimate: 'small' as const, ancillary: false, loggedIn: true };
    expect(activeTopics(a)).toEqual([
      'welcome',
      'role',
      'basics',
      'video',
      'estimate',
      'consult',
      'ancillary',
      'next',
    ]);
  });

  it('skips the consultation in Canada', () => {
    expect(activeTopics({ ...base, country: 'ca' })).not.toContain('consult');
  });

  it('skips the probate topics for a trust', () => {
    const list = activeTopics({ ...base, trust: true, role: 'Trustee' });
    expect(list).not.toContain('consult');
    expect(list).not.toContain('ancillary');
    expect(list).not.toContain('has_ancillary');
  });

  it('steps forward and back over skipped topics', () => {
    const a = { ...base, estimate: 'medium' as const };
    expect(nextTopic('estimate', a)).toBe('consult');
    expect(prevTopic('consult', a)).toBe('estimate');
    expect(nextTopic('next', a)).toBeNull();
    expect(prevTopic('welcome', a)).toBeNull();
  });

  it('moves on from a topic that has just become skipped', () => {
    expect(nextTopic('has_ancillary', { ...base, ancillary: false })).toBe('account');
  });

  it('sets trust and owner-is-decedent from the role', () => {
    expect(roleMeta('Owner')).toEqual({ trust: false, is_user_dec: true, user_role: 'owner' });
    expect(roleMeta('Trustee')).toEqual({ trust: true, is_user_dec: false, user_role: 'trustee' });
    expect(roleMeta('Professional')).toEqual({ trust: false, is_user_dec: false, user_role: 'professional' });
    expect(roleMeta('Executor')).toEqual({ trust: false, is_user_dec: false, user_role: 'executor' });
  });

  it('preselects the stored role when the wizard is reopened', () => {
    expect(roleOf({ user_role: 'executor' })).toBe('Executor');
    expect(roleOf({ user_role: 'professional', trust: false })).toBe('Professional');
    expect(roleOf({ user_role: '', trust: true })).toBe('Trustee');
    expect(roleOf({ user_role: '' })).toBeNull();
  });

  it('reads the role and created parameters', () => {
    expect(parseRole('trustee')).toBe('Trustee');
    expect(parseRole('boss')).toBeNull();
    expect(createdKind('u')).toBe('user');
    expect(createdKind('b')).toBe('probate');
    expect(createdKind('f')).toBe('probate');
    expect(createdKind('x')).toBe('quick');
    expect(createdKind(null)).toBeNull();
  });
});

describe('the role choices', () => {
  it('offer Executor first (issue 36), then Owner, Trustee and Professional', () => {
    expect(ROLES).toEqual(['Executor', 'Owner', 'Trustee', 'Professional']);
  });
});
