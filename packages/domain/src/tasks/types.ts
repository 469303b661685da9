/** Types of the task checklist (README.md, How the task checklist works). Pure data, no behaviour. */
import type { Source } from './sources/source.ts';

export const TASK_CATS = [
  'Other',
  'General',
  'Legal',
  'Tax',
  'Asset',
  'Debt',
  'Financial',
  'Notify',
] as const;
export type TaskCat = (typeof TASK_CATS)[number];

/** Timing periods in their display and sort order. */
export const TASK_PERIODS = [
  'In Advance',
  'First Week',
  'First Month',
  'First 3 Months',
  'As Possible',
  'Tax Notices',
  'Tax Year',
  'First Year',
  'Second Year',
  'Finish',
] as const;
export type TaskPeriod = (typeof TASK_PERIODS)[number];

/** Wizard steps: Advance 0, Start 1, Arrange 2, Manage 3, Resolve 4, Finish 5. */
export type StepNum = 0 | 1 | 2 | 3 | 4 | 5;

/** Status letters: Y done, X not applicable, N open (stored and sent as such). */
export type TaskStatus = 'Y' | 'X' | 'N';

/** What in the estate data completes an auto-tracked task. */
export type AutoTrackKey =
  | 'death_date'
  | 'decedent'
  | 'executor_contacts'
  | 'assets'
  | 'debts'
  | 'heirs'
  | 'estate_account'
  | 'exec_log'
  | 'exec_expenses'
  | 'distribution_plan'
  | 'letters'
  | 'death_certificate'
  | 'advance_done';

/**
 * How a task's default due date follows from the death date (README.md, Default due dates).
 * months: death date + the task's `months`; none: undated.
 */
export type DueRule =
  | 'none'
  | 'week'
  | 'month'
  | 'quarter'
  | 'year'
  | 'form8971'
  | 'two_year'
  | 'closing706'
  | 'prior_year_1040'
  | 'prior_year_t1'
  | 'optional_returns'
  | 'estimated_tax'
  | 'months'
  | 'tax_year'
  | 'estate_return'
  | 'final_return'
  | 'tax_notify';

/** A due date counted from the day another task was done: `months` and/or `days` after it. */
export interface DueAfter {
  readonly task: number;
  readonly months?: number;
  readonly days?: number;
}

/** Where a task applies: both countries, or one; optionally only in (or never in) listed states/provinces. */
export type TaskCountry = 'us' | 'ca' | 'both';

/** One standard task of the catalogue. `ca` overrides name and text for Canadian estates, `qc` for Quebec's. */
export interface TaskDef {
  readonly id: number;
  readonly name: string;
  readonly text: string;
  readonly cat: TaskCat;
  readonly period: TaskPeriod;
  readonly step_num: StepNum;
  /** Rough months after death the task belongs to; a sort key and the base of the 'months' due rule. */
  readonly months: number | null;
  readonly order: number;
  readonly auto_track?: AutoTrackKey;
  readonly country: TaskCountry;
  readonly only?: readonly string[];
  /** Due rule when it differs from the period's default. */
  readonly due?: DueRule;
  /** Once this other task is marked done, the due date counts from that day instead. */
  readonly after?: DueAfter;
  readonly ca?: { readonly name?: string; readonly text?: string };
  /** Quebec's wording (civil law: liquidator, no grant of probate, Retraite Québec); wins over `ca` there. */
  readonly qc?: { readonly name?: string; readonly text?: string };
}

/** Four 32-bit words holding one flag per standard task id 0..127 (signed int32 each, fits SQL integer). */
export type Bitmap4 = readonly [number, number, number, number];

/** The user's own details of one task (standard or custom). */
export interface TaskUserInfo {
  readonly id: number;
  readonly date: string | null;
  readonly due: string | null;
  readonly assigned: string | null;
  readonly note: string | null;
}

/** A task the user wrote; ids from 1000. Its due date lives in tasks_userinfo and is required. */
export interface CustomTask {
  readonly id: number;
  readonly name: string;
  readonly text: string;
  readonly cat: TaskCat;
  readonly period: TaskPeriod;
  readonly step_num: StepNum;
  readonly done: boolean;
  readonly na: boolean;
}

/** Task state stored per estate. */
export interface TaskState {
  readonly tasks_done: Bitmap4;
  readonly tasks_na: Bitmap4;
  readonly tasks_hide: Bitmap4;
  /** Standard tasks whose done/N-A flags the user set by hand; automatic rules leave those alone. */
  readonly tasks_changed: Bitmap4;
  readonly tasks_custom: readonly CustomTask[];
  readonly tasks_userinfo: readonly TaskUserInfo[];
}

/** Counts from the estate data that auto-tracked tasks follow. */
export interface EstateTaskSummary {
  readonly decedent_name?: boolean;
  readonly contacts: number;
  readonly assets: number;
  readonly debts: number;
  readonly heirs: number;
  readonly estate_account: boolean;
  readonly exec_log: number;
  readonly exec_expenses: number;
  /** Distributions planned or done. */
  readonly distributions: number;
  readonly letters_file?: boolean;
  readonly death_certificate_file?: boolean;
}

/** What the task rules need to know about the estate. */
export interface TaskEstate {
  readonly country_code: string;
  /** Death state or province (upper-case code), or null. */
  readonly state: string | null;
  readonly state_exec: string | null;
  readonly death_date: string | null;
  /** The executor's choice of tax year (the first tax year's last day; null = calendar year): the returns' dates. */
  readonly tax_year_end?: string | null;
  /** A US trust's section 645 election: it may keep the estate's fiscal year. */
  readonly election_645?: boolean;
  readonly trust: boolean;
  /** config.task_dates: stamp the date a task is marked done. */
  readonly task_dates: boolean;
  /** Estate owns real estate (the land flag); false hides the sell-real-estate task. */
  readonly land: boolean;
  /** Gross estate value in cents, for the Form 706 and state estate tax rules. */
  readonly gross_cents: number;
  /** Relationship (HEIR_RELATIONSHIP id) of each heir listed, for the exempt-heir inheritance tax rule. */
  readonly heir_relations: readonly number[];
  readonly summary: EstateTaskSummary;
}

/** A task as shown in the list and wizard. */
export interface Task {
  readonly id: number;
  readonly name: string;
  readonly text: string;
  readonly cat: TaskCat;
  readonly period: TaskPeriod;
  readonly step_num: StepNum;
  readonly auto_track: boolean;
  readonly done: boolean;
  readonly na: boolean;
  readonly status: TaskStatus;
  /** Why a rule of the estate's own facts made the task N/A (auto-na.ts); null when it is not N/A or the user set it. */
  readonly na_reason: string | null;
  /** Effective due date: the user's own when set, else the computed one. */
  readonly due: string | null;
  readonly due_default: string | null;
  readonly due_user: string | null;
  /** Why due_default differs from the rule's date (moved off a weekend or holiday); null when it does not or the user set the date. */
  readonly due_note: string | null;
  readonly date: string | null;
  readonly assigned: string | null;
  readonly note: string | null;
  readonly files: readonly string[];
  readonly custom: boolean;
  readonly months: number | null;
  readonly order: number;
  readonly hidden: boolean;
  /** Post-death work that cannot start while the estate awaits death. */
  readonly inactive: boolean;
  /** The statutes and agency pages behind the task (sources/); none for a custom task. */
  readonly sources: readonly Source[];
}

/** Rules return a value or the message to show; they never throw for user mistakes. */
export type TaskResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly msg: string };
