/**
 * The shape of the notices registry (registry.ts): for each kind of institution an executor tells of a death, what
 * the notice holds, what goes with it, how it is sent and when to follow up. Open data: docs/notices-registry.md
 * explains each field; every kind names its sources.
 */
import type { Source } from '../tasks/sources/source.ts';

/** What a notice can ask the institution to do. */
export const NOTICE_ASKS = [
  'close',
  'retitle',
  'claim',
  'freeze',
  'stop_payments',
  'update_records',
  'final_pay',
  'end_lease',
] as const;
export type NoticeAsk = (typeof NOTICE_ASKS)[number];

/** How an institution accepts a notice. */
export const NOTICE_METHODS = ['mail', 'fax', 'online', 'phone', 'in_person', 'email'] as const;
export type NoticeMethod = (typeof NOTICE_METHODS)[number];

/** The papers a notice usually goes with. */
export const ENCLOSURES = [
  'death_certificate',
  'authority',
  'will',
  'executor_id',
  'institution_form',
  'form_56',
  'policy',
  'title',
  'discharge_papers',
  'statement',
] as const;
export type Enclosure = (typeof ENCLOSURES)[number];

/** What a notice states about the estate, drawn from its data (draft.ts). */
export const NOTICE_CONTENTS = [
  'decedent',
  'dates',
  'account',
  'tax_number',
  'executor',
  'authority',
  'request',
  'reply_to',
] as const;
export type NoticeContent = (typeof NOTICE_CONTENTS)[number];

/** Which estates a kind applies to: a country's, or only Quebec's (Retraite Québec). */
export type NoticeWhere = 'us' | 'ca' | 'both' | 'qc';

export interface NoticeKind {
  /** Stable id: notices stored in an estate name their kind by it. */
  readonly id: string;
  readonly where: NoticeWhere;
  /** The kind as a user reads it ("Bank or credit union"). */
  readonly name: string;
  /** What a notice to this kind may ask; the first is what a draft asks unless the executor chooses another. */
  readonly asks: readonly NoticeAsk[];
  readonly contents: readonly NoticeContent[];
  readonly enclosures: readonly Enclosure[];
  readonly methods: readonly NoticeMethod[];
  /**
   * Days after sending to follow up: the answer time a source states when one does (`answerSource`), otherwise
   * Probity's own interval for a kind that sets none (said so in the registry's documentation).
   */
  readonly followUpDays: number;
  readonly answerSource?: Source;
  /** One or two sentences in our own words: what this kind of institution needs to know. */
  readonly guidance: string;
  /** The checklist tasks a done notice of this kind completes (TASK_ID). */
  readonly tasks: readonly number[];
  readonly sources: readonly Source[];
}
