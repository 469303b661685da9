/**
 * The TaskEstate of an estate's working copy (or database rows): the few facts the task rules read.
 * Inputs are loose records so the web store, the server rows and tests can all pass what they hold.
 */
import { ASSET_TYPE, CAT } from '../enums.ts';
import { grossEstimate } from '../gross-estimate.ts';
import { emptyTaskState } from './task-state.ts';
import type { TaskEstate, TaskState } from './types.ts';

type Rec = Readonly<Record<string, unknown>>;

export interface TaskSource {
  readonly meta: Rec;
  readonly dec?: Rec | null;
  readonly assets?: readonly Rec[];
  readonly debts?: readonly Rec[];
  readonly heirs?: readonly Rec[];
  readonly contacts?: readonly Rec[];
  readonly exec_log?: readonly Rec[];
  readonly exec_expenses?: readonly Rec[];
  readonly txacts?: readonly Rec[];
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const hasFiles = (files: unknown, key: string): boolean =>
  !!files &&
  typeof files === 'object' &&
  Array.isArray((files as Rec)[key]) &&
  ((files as Rec)[key] as unknown[]).length > 0;

/** config.task_dates is a small string map; stamping dates is on unless it says `stamp: 'off'`. */
export function taskDatesOn(meta: Rec): boolean {
  const cfg = meta.config as Rec | undefined;
  const td = cfg?.task_dates as Rec | undefined;
  return td?.stamp !== 'off';
}

export function taskEstateOf(src: TaskSource): TaskEstate {
  const m = src.meta;
  const assets = src.assets ?? [];
  const awaiting = !m.death_date && m.trust !== true;
  const gross = grossEstimate(assets, awaiting, m.gval_stated);
  const txacts = src.txacts ?? [];
  const distribTx = txacts.filter((t) => t.cat === CAT.distribution).length;
  // Every estate starts with an empty Estate Cashflow Account (docs/api.md): it proves nothing by itself.
  // The account counts once it has a number or money moving through it; listing assets means other assets.
  const accounts = assets.filter((a) => a.i_type === ASSET_TYPE.estateAccount);
  const accountIds = new Set(accounts.map((a) => a.id));
  const accountInUse =
    accounts.some((a) => !!str(a.account)) ||
    txacts.some((t) => accountIds.has(t.asset) || accountIds.has(t.item));
  const planned = assets.filter((a) => a.plan === 1).length;
  return {
    country_code: m.country_code === 'ca' ? 'ca' : 'us',
    state: str(m.state)?.toUpperCase() ?? null,
    state_exec: str(m.state_exec)?.toUpperCase() ?? null,
    death_date: str(m.death_date),
    tax_year_end: str(m.tax_year_end),
    election_645: m.election_645 === true,
    trust: m.trust === true,
    task_dates: taskDatesOn(m),
    land: assets.some((a) => a.i_type === ASSET_TYPE.realEstate),
    gross_cents: gross,
    heir_relations: (src.heirs ?? []).map((h) => num(h.i_type)),
    summary: {
      decedent_name: !!str(src.dec?.name ?? m.name),
      contacts: (src.contacts ?? []).length,
      assets: assets.length - accounts.length,
      debts: (src.debts ?? []).length,
      heirs: (src.heirs ?? []).length,
      estate_account: accountInUse,
      exec_log: (src.exec_log ?? []).length,
      exec_expenses: (src.exec_expenses ?? []).length,
      distributions: distribTx + planned,
      letters_file: hasFiles(m.files, 'letters'),
      death_certificate_file: hasFiles(src.dec?.files, 'death_cert'),
    },
  };
}

const TASK_KEYS = [
  'tasks_done',
  'tasks_na',
  'tasks_hide',
  'tasks_changed',
  'tasks_custom',
  'tasks_userinfo',
] as const;

/** The stored task state held in an estate meta record (missing or malformed fields start empty). */
export function taskStateOf(meta: Rec): TaskState {
  const base = emptyTaskState();
  const out: Record<string, unknown> = { ...base };
  for (const k of TASK_KEYS) {
    const v = meta[k];
    if (!Array.isArray(v)) continue;
    out[k] = k === 'tasks_custom' || k === 'tasks_userinfo' ? v : [0, 1, 2, 3].map((i) => num(v[i]) | 0);
  }
  return out as unknown as TaskState;
}

/** The meta fields of a task state, for a save. */
export const taskStateFields = (s: TaskState): Record<(typeof TASK_KEYS)[number], unknown> => ({
  tasks_done: s.tasks_done,
  tasks_na: s.tasks_na,
  tasks_hide: s.tasks_hide,
  tasks_changed: s.tasks_changed,
  tasks_custom: s.tasks_custom,
  tasks_userinfo: s.tasks_userinfo,
});
export { TASK_KEYS as TASK_STATE_KEYS };
