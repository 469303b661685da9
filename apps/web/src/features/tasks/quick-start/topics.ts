// The quick-start wizard's topics in order and which of them apply to the answers so far.
// Pure, so the skip rules are tested without a browser.

export const TOPICS = [
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
] as const;
export type Topic = (typeof TOPICS)[number];

export const TOPIC_TITLES: Record<Topic, string> = {
  welcome: 'Welcome',
  role: 'Your role',
  basics: 'The basics',
  video: 'How Probity works',
  estimate: 'Estimated value',
  tax: 'Tax implications',
  consult: 'Free phone consultation',
  ancillary: 'Property elsewhere',
  has_ancillary: 'Ancillary probate',
  account: 'Keeping it safe',
  next: 'Next steps',
};

/** Executor first: most people who start an estate are settling one (issue 36). */
export const ROLES = ['Executor', 'Owner', 'Trustee', 'Professional'] as const;
export type QuickRole = (typeof ROLES)[number];

/** Rough size of the estate: only steers which topics follow. */
export type Estimate = 'small' | 'medium' | 'large' | 'unsure';

export interface Answers {
  role: QuickRole | null;
  country: string;
  trust: boolean;
  loggedIn: boolean;
  estimate: Estimate | null;
  /** Real estate in another state or province: null until answered. */
  ancillary: boolean | null;
}

/**
 * The role decides the trust flag and whether the owner is the person the estate is about (is_user_dec), and is
 * kept as user_role: the estate list and header show it.
 */
export function roleMeta(role: QuickRole): { trust: boolean; is_user_dec: boolean; user_role: UserRole } {
  return { trust: role === 'Trustee', is_user_dec: role === 'Owner', user_role: USER_ROLE[role] };
}

type UserRole = 'owner' | 'trustee' | 'professional' | 'executor';
const USER_ROLE: Record<QuickRole, UserRole> = {
  Owner: 'owner',
  Trustee: 'trustee',
  Professional: 'professional',
  Executor: 'executor',
};

/** The role a stored estate implies (to preselect it when the wizard is reopened). */
export function roleOf(meta: {
  trust?: unknown;
  is_user_dec?: unknown;
  user_role?: unknown;
}): QuickRole | null {
  const stored = ROLES.find((r) => USER_ROLE[r] === meta.user_role);
  if (stored) return stored;
  if (meta.trust === true) return 'Trustee';
  if (meta.is_user_dec === true) return 'Owner';
  return null;
}

/** Parses the `role` query parameter, case-insensitively. */
export function parseRole(v: string | null): QuickRole | null {
  const hit = ROLES.find((r) => r.toLowerCase() === (v ?? '').trim().toLowerCase());
  return hit ?? null;
}

/**
 * Whether a topic applies:
 * - tax implications only when the estate may be large enough to matter (large or not sure);
 * - the free phone consultation is a US service, and not for a trust (no court process to talk through);
 * - property elsewhere is a probate question: not for a trust;
 * - ancillary probate only when there is property elsewhere;
 * - keeping it safe (creating an account) only for a visitor who is not signed in.
 */
export function topicApplies(topic: Topic, a: Answers): boolean {
  switch (topic) {
    case 'tax':
      return a.estimate === 'large' || a.estimate === 'unsure';
    case 'consult':
      return a.country === 'us' && !a.trust;
    case 'ancillary':
      return !a.trust;
    case 'has_ancillary':
      return !a.trust && a.ancillary === true;
    case 'account':
      return !a.loggedIn;
    default:
      return true;
  }
}

export const activeTopics = (a: Answers): Topic[] => TOPICS.filter((t) => topicApplies(t, a));

/** The topic after `current` that applies, or null at the end. */
export function nextTopic(current: Topic, a: Answers): Topic | null {
  const list = activeTopics(a);
  const at = list.indexOf(current);
  if (at < 0) return list.find((t) => TOPICS.indexOf(t) > TOPICS.indexOf(current)) ?? null;
  return list[at + 1] ?? null;
}

export function prevTopic(current: Topic, a: Answers): Topic | null {
  const list = activeTopics(a);
  const at = list.indexOf(current);
  if (at < 0) return [...list].reverse().find((t) => TOPICS.indexOf(t) < TOPICS.indexOf(current)) ?? null;
  return at > 0 ? (list[at - 1] ?? null) : null;
}

/** What the `created` query asks for: u a user's new estate, b or f the probate service, else quick start. */
export type CreatedKind = 'user' | 'probate' | 'quick';
export function createdKind(created: string | null): CreatedKind | null {
  if (created === null) return null;
  if (created === 'u') return 'user';
  if (created === 'b' || created === 'f') return 'probate';
  return 'quick';
}
