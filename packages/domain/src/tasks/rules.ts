/**
 * State, province, trust and land rules (docs/checklist-rules.md): which standard tasks an estate gets and how they
 * are named, placed and dated. Pure: the same estate always yields the same set.
 */

import { regionName } from '../places/regions.ts';
import { CREDITOR_PERIOD } from '../places/small-estates.ts';
import { catalogueFor, localise, taskDef } from './catalogue/index.ts';
import { paras } from './catalogue/text.ts';
import { ESTATE_LEVEL, TRUST_OMITS, trustWording } from './catalogue/trust.ts';
import { TASK_ID } from './ids.ts';
import { PERIOD_DUE, periodFromMonths } from './periods.ts';
import {
  DEATH_NOTICE_WITH_APPOINTMENT,
  INVENTORY_CLOSURE,
  NO_DEATH_NOTICE_STATES,
  probateNotice,
  QUEBEC,
} from './state-rules.ts';
import { extraAfter, type StateTasks, stateTasks } from './state-tasks.ts';
import type {
  AutoTrackKey,
  DueAfter,
  DueRule,
  StepNum,
  TaskCat,
  TaskDef,
  TaskEstate,
  TaskPeriod,
} from './types.ts';

/** A standard task after the rules: final wording, place and due rule. */
export interface ResolvedTask {
  readonly id: number;
  readonly name: string;
  readonly text: string;
  readonly cat: TaskCat;
  readonly period: TaskPeriod;
  readonly step_num: StepNum;
  readonly months: number | null;
  readonly order: number;
  readonly auto_track?: AutoTrackKey;
  readonly dueRule: DueRule;
  /** Take the due date of this other task (the death notice beside the probate appointment). */
  readonly dueFrom?: number;
  /** Counted from the day another task was marked done, once it was (e.g. seven months after letters). */
  readonly after?: DueAfter;
}

const resolve = (def: TaskDef, country: string, state: string | null = null): ResolvedTask => ({
  ...localise(def, country, state),
  id: def.id,
  cat: def.cat,
  period: def.period,
  step_num: def.step_num,
  months: def.months,
  order: def.order,
  auto_track: def.auto_track,
  dueRule: def.due ?? PERIOD_DUE[def.period],
  after: def.after,
});

/** Awaiting death: no death date and not a trust (an owner planning ahead). */
export const isAwaitingDeath = (e: Pick<TaskEstate, 'death_date' | 'trust'>): boolean =>
  !e.death_date && !e.trust;

/** Extras that become tasks, by their task id. */
const EXTRA_IDS: readonly (readonly [keyof StateTasks, number])[] = [
  ['agent', TASK_ID.inStateAgent],
  ['tax', TASK_ID.stateTax],
  ['inherit', TASK_ID.stateInherit],
  ['taxclose', TASK_ID.stateTaxClose],
];

/**
 * The standard tasks an estate gets, with state rules applied, before any done/N-A state.
 * `extras` defaults to stateTasks(death state); pass it to test or to use server data.
 */
export function resolveStandardTasks(estate: TaskEstate, extras?: StateTasks): readonly ResolvedTask[] {
  if (extras) return resolveUncached(estate, extras);
  const key = resolvedKey(estate);
  let tasks = RESOLVED.get(key);
  if (!tasks) {
    tasks = Object.freeze(resolveUncached(estate));
    if (RESOLVED.size >= RESOLVED_KEPT) RESOLVED.delete(RESOLVED.keys().next().value as string);
    RESOLVED.set(key, tasks);
  }
  return tasks;
}

/**
 * The rules read only these fields, and the same fields always give the same tasks: a task list built on every
 * GET /summary and save ran them afresh each time (1.5 ms, about a third of building the list), so the result
 * is kept by them, for as many distinct places and dates as a busy server sees.
 */
const resolvedKey = (e: TaskEstate): string =>
  `${e.country_code}|${e.state ?? ''}|${e.state_exec ?? ''}|${e.death_date ?? ''}|${e.trust ? 1 : 0}|${e.land ? 1 : 0}`;
const RESOLVED = new Map<string, readonly ResolvedTask[]>();
const RESOLVED_KEPT = 1000;

function resolveUncached(estate: TaskEstate, extras?: StateTasks): ResolvedTask[] {
  const country = estate.country_code === 'ca' ? 'ca' : 'us';
  const state = estate.state ? estate.state.toUpperCase() : null;
  const data = extras ?? stateTasks(state, estate.death_date);
  const out = new Map<number, ResolvedTask>();
  for (const def of catalogueFor(country)) {
    if (def.only && (!state || !def.only.includes(state))) continue;
    out.set(def.id, resolve(def, country, state));
  }
  if (estate.trust) for (const id of [TASK_ID.deathDate, ...TRUST_OMITS]) out.delete(id);
  if (!estate.land) out.delete(TASK_ID.sellRealEstate);
  applyDeathNotice(out, state, country);
  applyCreditorWait(out, state, country);
  applyNotifyHeirs(out, state);
  for (const [key, id] of EXTRA_IDS) {
    const fact = data[key];
    const wanted =
      key !== 'agent' || (!!state && !!estate.state_exec && estate.state_exec.toUpperCase() !== state);
    const base = out.get(id) ?? (taskDef(id) ? resolve(taskDef(id) as TaskDef, country, state) : undefined);
    if (!fact || !wanted || !base) {
      out.delete(id);
      continue;
    }
    out.set(id, {
      ...base,
      name: fact.title,
      text: fact.text,
      months: fact.months,
      period: periodFromMonths(fact.months),
      dueRule: 'months',
      after: extraAfter(state, key),
    });
  }
  const tasks = [...out.values()];
  return estate.trust ? tasks.map(inTrustWording) : tasks;
}

const inTrustWording = (t: ResolvedTask): ResolvedTask => ({
  ...t,
  name: trustWording(t.name, ESTATE_LEVEL.has(t.id)),
  text: trustWording(t.text, ESTATE_LEVEL.has(t.id)),
});

function applyDeathNotice(out: Map<number, ResolvedTask>, state: string | null, country: string): void {
  const notice = out.get(TASK_ID.deathNotice);
  if (!notice || !state) return;
  if (country === 'us' && NO_DEATH_NOTICE_STATES.has(state)) {
    out.delete(TASK_ID.deathNotice);
  } else if (country === 'ca' && state === QUEBEC) {
    out.set(TASK_ID.deathNotice, {
      ...notice,
      name: INVENTORY_CLOSURE.name,
      text: INVENTORY_CLOSURE.text,
      period: INVENTORY_CLOSURE.period,
      months: INVENTORY_CLOSURE.months,
      step_num: 3,
      dueRule: 'months',
    });
  } else if (country === 'us' && DEATH_NOTICE_WITH_APPOINTMENT.has(state)) {
    const appt = out.get(TASK_ID.probateAppointment);
    if (appt) {
      out.set(TASK_ID.deathNotice, {
        ...notice,
        period: appt.period,
        step_num: appt.step_num,
        months: appt.months,
        order: appt.order + 1,
        dueRule: appt.dueRule,
        dueFrom: appt.id,
      });
    }
  }
}

function applyNotifyHeirs(out: Map<number, ResolvedTask>, state: string | null): void {
  const heirs = out.get(TASK_ID.notifyHeirs);
  if (!heirs) return;
  const rule = probateNotice(state);
  if (rule === 'never') {
    out.delete(TASK_ID.notifyHeirs);
    return;
  }
  const probate = out.get(TASK_ID.probate);
  if ((rule === 'before' || rule === 'both') && probate) {
    out.set(TASK_ID.notifyHeirs, {
      ...heirs,
      period: probate.period,
      step_num: probate.step_num,
      months: probate.months,
      order: probate.order - 1,
      dueRule: probate.dueRule,
    });
  }
}

function applyCreditorWait(out: Map<number, ResolvedTask>, state: string | null, country: string): void {
  const task = out.get(TASK_ID.creditorWait);
  if (!task || !state || country !== 'us') return;
  const rule = CREDITOR_PERIOD[state];
  const name = regionName(state) ?? state;
  if (!rule) {
    // No rule of the state's own in the table: the nine-month estimate, said to be one.
    out.set(TASK_ID.creditorWait, {
      ...task,
      text: paras(
        'Do not distribute the estate until the deadline for creditors’ claims has passed, and you have kept back enough for taxes and costs.',
        `Probity does not hold ${name}’s own deadline yet: the date shown is an estimate, nine months after the death. Ask the probate court, or read the date in the notice to creditors you published. The source below is another state’s law, shown as an example.`,
      ),
    });
    return;
  }
  out.set(TASK_ID.creditorWait, {
    ...task,
    text: paras(
      'Do not distribute the estate until the deadline for creditors’ claims has passed, and you have kept back enough for taxes and costs.',
      `In ${name}: ${rule.text}`,
      ...(rule.mark ? [`${rule.mark} Until then the date shown is an estimate.`] : []),
    ),
    months: rule.wait.months,
    dueRule: 'months',
    after: rule.wait.after,
  });
}
