// Contextual hints. Each has a bit in user.hints (docs/api.md, GET /api/user); a set bit means "dismissed for good".
export interface Hint {
  id: HintId;
  bit: number;
  title: string;
  text: string;
}

export type HintId = 'home' | 'new-estate' | 'decedent' | 'save' | 'sample';

export const HINTS: Record<HintId, Hint> = {
  home: {
    id: 'home',
    bit: 1 << 0,
    title: 'Your estates',
    text: 'Each estate you manage or help with is listed here, most recent first. Open one to continue, or start a new one.',
  },
  'new-estate': {
    id: 'new-estate',
    bit: 1 << 1,
    title: 'A new estate',
    text: 'Everything you enter stays in this browser until you press Save. Saving asks you to create a free account.',
  },
  decedent: {
    id: 'decedent',
    bit: 1 << 2,
    title: 'Start with the basics',
    text: 'Enter the name and dates first: many deadlines are counted from the date of death. Type dates as month/day/year, for example 9/8/2026.',
  },
  save: {
    id: 'save',
    bit: 1 << 3,
    title: 'Saving your work',
    text: 'Changes are kept in this browser until you press Save. Revert throws away everything since your last save.',
  },
  sample: {
    id: 'sample',
    bit: 1 << 4,
    title: 'The Sample estate',
    text: 'Look around freely: this example estate shows how a finished record looks. Changes to it cannot be saved.',
  },
};

/** Which hint the hints dialog offers for a page. */
export function hintForPath(pathname: string): HintId {
  if (/^\/estate\/sample/.test(pathname)) return 'sample';
  if (/^\/estate\/new/.test(pathname)) return 'new-estate';
  if (/^\/estate\/[^/]+\/Decedent/.test(pathname)) return 'decedent';
  if (/^\/estate\//.test(pathname)) return 'save';
  return 'home';
}
