// The guide's outline: Guide, Key Duties, Timeline, Executor Reference and the heirs' guide. Each
// topic is a Markdown file in ./content (one per topic, or one per page of a paged topic), named after its id.

export interface DocTopic {
  /** The address after /Docs/: 'Small-Estates', 'Heirs/inheritance-guide'. */
  id: string;
  /** Paged topics: how many pages (/Docs/{id}/{page}, from 0). */
  pages?: number;
}

export interface DocGroup {
  title: string;
  topics: DocTopic[];
}

export const OUTLINE: DocGroup[] = [
  {
    title: 'Guide',
    topics: [
      { id: 'Introduction', pages: 4 },
      { id: 'Introduction-for-Lawyers', pages: 3 },
      { id: 'Tasks' },
      { id: 'Probate' },
      { id: 'Small-Estates' },
    ],
  },
  {
    title: 'Key Duties',
    topics: [
      { id: 'Find-the-Will' },
      { id: 'Inventory' },
      { id: 'Notify-Creditors' },
      { id: 'Pay-Debts' },
      { id: 'Taxes' },
      { id: 'Distribute' },
      { id: 'Accounting' },
    ],
  },
  { title: 'Timeline', topics: [{ id: 'Timeline' }] },
  {
    title: 'Executor Reference',
    topics: [
      { id: 'Executor-Fees' },
      { id: 'Probate-Fees' },
      { id: 'Rules-Where-You-Live' },
      { id: 'Glossary' },
    ],
  },
  { title: 'Heirs guide', topics: [{ id: 'Heirs/inheritance-guide' }] },
];

export const TOPICS: DocTopic[] = OUTLINE.flatMap((g) => g.topics);

/** The Markdown file of a topic's page: 'small-estates.md', 'introduction-2.md', 'inheritance-guide.md'. */
export const fileOf = (id: string, page?: number) =>
  `${(id.split('/').pop() ?? id).toLowerCase()}${page === undefined ? '' : `-${page}`}.md`;

/** Topics whose rules differ by state: they show the place's facts beside them. */
export const PLACE_TOPICS = new Set([
  'Probate',
  'Small-Estates',
  'Notify-Creditors',
  'Taxes',
  'Executor-Fees',
  'Probate-Fees',
  'Rules-Where-You-Live',
]);
