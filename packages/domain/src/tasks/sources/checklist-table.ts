/**
 * docs/checklist-rules.md, built from the code (scripts/checklist-table.ts writes it; a test in test-io fails when
 * the committed file differs): one row per task, state rule, state or province extra and constants table, with
 * what it is, when it is due in words and for an example death, its sources and the tests that cover it.
 */
import * as constants from '../../constants.ts';
import { formatDisplayDate } from '../../display-date.ts';
import { plural } from '../../spelling.ts';
import { AUTO_NA_RULES } from '../auto-na.ts';
import { buildTaskList } from '../build.ts';
import { agencyOf } from '../business-days.ts';
import { TASK_CATALOGUE } from '../catalogue/index.ts';
import { TASK_ID } from '../ids.ts';
import { type ResolvedTask, resolveStandardTasks } from '../rules.ts';
import { CA_PROVINCE_CODES, US_STATE_CODES } from '../state-codes.ts';
import { CREDITOR_WAIT } from '../state-rules.ts';
import { extraAfter, stateTasks } from '../state-tasks.ts';
import { taskEstateWith } from '../task-estate.ts';
import { emptyTaskState } from '../task-state.ts';
import type { DueAfter, DueRule, TaskDef, TaskEstate } from '../types.ts';
import { CONSTANT_SOURCES, EXTRA_TASK_KIND, type ExtraKind, extraSources, taskSources } from './index.ts';
import type { Source } from './source.ts';

/** A test file: its path from the repository root and its text. */
export interface TestFile {
  readonly path: string;
  readonly text: string;
}

/** The example death of the 'Example' column: a Monday, early in the year (before the April deadlines). */
export const EXAMPLE_DEATH = '2025-02-10';

type Place = 'us' | 'ca' | 'qc';
const PLACE_NAME: Record<Place, string> = { us: 'US', ca: 'Canada', qc: 'Quebec' };

/** The due rules in words; the Record type makes a new rule fail the type check until it has words here. */
const RULE_WORDS: Readonly<Record<DueRule, (ca: boolean, months: number | null) => string>> = {
  none: () => 'no due date',
  week: () => '1 week after death',
  month: () => '1 month after death',
  quarter: () => '3 months after death',
  year: () => '9 months after death',
  form8971: () => '30 days after the Form 706 due date (9 months and 30 days after death)',
  two_year: () => '2 years after death',
  closing706: () => '18 months after death (9 months after a Form 706 filed on time)',
  prior_year_1040: () => '15 April of the year of death (the return’s own date)',
  estimated_tax: () =>
    '15 April of the second year after the year of death (no estimated tax within 2 years of death)',
  prior_year_t1: () => 'death before May: 6 months after death; later: 30 April of the year of death',
  optional_returns: () => 'the earlier of the final return’s due date and 1 year after death',
  months: (_ca, months) => (months === null ? 'no due date' : monthsAfterDeath(months)),
  tax_year: (ca) =>
    ca
      ? '90 days after 31 December of the year of death (31 March; 30 March in a leap year)'
      : '15 April of the year after death',
  estate_return: (ca) =>
    ca
      ? '90 days after the estate’s first tax year ends, as the executor chose it (for the calendar year 31 March; 30 March in a leap year)'
      : '15th day of the 4th month after the estate’s first tax year ends, as the executor chose it (15 April of the year after death for the calendar year)',
  final_return: (ca) =>
    ca
      ? '30 April of the year after death; 6 months after death for a death in November or December'
      : '15 April of the year after death',
  tax_notify: () => '15 March of the year after death',
};

const monthsAfterDeath = (n: number): string => `${plural(n, 'month')} after death`;

const afterWords = (a: DueAfter): string => {
  const span = [a.months ? plural(a.months, 'month') : '', a.days ? plural(a.days, 'day') : '']
    .filter(Boolean)
    .join(' ');
  return `once task ${a.task} is marked done, ${span} after that day`;
};

const cell = (s: string): string => s.replace(/\|/g, '\\|').replace(/\s*\n+\s*/g, ' ');
const link = (s: Source): string => `[${cell(s.label)}](${s.url})`;
const firstSentence = (text: string): string => {
  const para = text.split(/\n\s*\n/)[0] ?? '';
  const m = /^(.+?[.!?])(\s|$)/.exec(para);
  return cell(m?.[1] ?? para);
};

/** Reference estates: the example death in Georgia (no state extras), Ontario and Quebec. */
function estate(country: string, state: string): TaskEstate {
  return taskEstateWith({
    country_code: country,
    state,
    state_exec: state,
    death_date: EXAMPLE_DEATH,
    gross_cents: 20_000_000_00,
  });
}

const REF: Readonly<Record<Place, TaskEstate>> = {
  us: estate('us', 'GA'),
  ca: estate('ca', 'ON'),
  qc: estate('ca', 'QC'),
};

interface Seen {
  readonly resolved: ResolvedTask;
  readonly due: string | null;
}

/** Each task as a reference estate resolves and dates it. */
function seenIn(place: Place): Map<number, Seen> {
  const e = REF[place];
  const due = new Map(buildTaskList(e, emptyTaskState()).map((t) => [t.id, t.due_default]));
  return new Map(resolveStandardTasks(e).map((r) => [r.id, { resolved: r, due: due.get(r.id) ?? null }]));
}

function whenOf(r: ResolvedTask, place: Place): string {
  const ca = place !== 'us';
  let words = r.dueFrom !== undefined ? `with task ${r.dueFrom}` : RULE_WORDS[r.dueRule](ca, r.months);
  if (r.after) words += `; ${afterWords(r.after)}`;
  const agency = agencyOf(r.id, ca ? 'ca' : 'us');
  if (agency) words += ` (${agency}: next business day if a weekend or holiday)`;
  return words;
}

/** Test files naming a task: TASK_ID.name, byId(list, id), `id === n`, taskDef(n), taskSources(n, ...). */
function testsNaming(tests: readonly TestFile[]): Map<number, string[]> {
  const names = new Map(Object.entries(TASK_ID).map(([k, v]) => [k, v as number]));
  const out = new Map<number, string[]>();
  // Only the checklist's own tests: elsewhere `id === 2` names an asset or a transaction, not task 2.
  for (const f of tests.filter((t) => t.path.includes('/src/tasks/'))) {
    const ids = new Set<number>();
    for (const m of f.text.matchAll(/TASK_ID\.(\w+)/g)) {
      const id = names.get(m[1] ?? '');
      if (id !== undefined) ids.add(id);
    }
    const patterns = [
      /byId\([^,()]+,\s*(\d+)\)/g,
      /\bid === (\d+)\b/g,
      /taskDef\((\d+)\)/g,
      /taskSources\((\d+),/g,
    ];
    for (const re of patterns) for (const m of f.text.matchAll(re)) ids.add(Number(m[1]));
    for (const id of ids) out.set(id, [...(out.get(id) ?? []), f.path]);
  }
  return out;
}

const shortPath = (p: string): string => p.replace(/^packages\/domain\/src\//, '');
const testCell = (files: readonly string[] | undefined, fallback: string): string => {
  const list = [...new Set(files ?? [])].map(shortPath).sort();
  if (!list.length) return fallback;
  return list.length > 3 ? `${list.slice(0, 3).join(', ')} (+${list.length - 3})` : list.join(', ');
};

function placesOf(def: TaskDef): Place[] {
  const fits = (s: string) => !def.only || def.only.includes(s);
  const out: Place[] = [];
  if (def.country !== 'ca') out.push('us');
  if (def.country !== 'us') {
    if (!def.only || def.only.some((s) => s !== 'QC')) out.push('ca');
    if (fits('QC')) out.push('qc');
  }
  return out;
}

/** A column over places: one value when all agree, else 'US: …<br>Canada, Quebec: …' (places sharing a value). */
function byPlace(places: readonly Place[], value: (p: Place) => string): string {
  const groups = new Map<string, Place[]>();
  for (const p of places) {
    const v = value(p);
    groups.set(v, [...(groups.get(v) ?? []), p]);
  }
  if (groups.size === 1) return [...groups.keys()][0] ?? '';
  return [...groups].map(([v, ps]) => `${ps.map((p) => PLACE_NAME[p]).join(', ')}: ${v}`).join('<br>');
}

function taskRows(tests: readonly TestFile[]): string[] {
  const seen: Record<Place, Map<number, Seen>> = { us: seenIn('us'), ca: seenIn('ca'), qc: seenIn('qc') };
  const naming = testsNaming(tests);
  const rows: string[] = [];
  for (const def of [...TASK_CATALOGUE].sort((a, b) => a.id - b.id)) {
    if (EXTRA_TASK_KIND.has(def.id)) continue;
    const places = placesOf(def).filter((p) => seen[p].has(def.id));
    if (!places.length) continue;
    const first = seen[places[0] as Place].get(def.id) as Seen;
    const name = byPlace(places, (p) => cell(seen[p].get(def.id)?.resolved.name ?? ''));
    const what = firstSentence(first.resolved.text);
    const when = byPlace(places, (p) => whenOf(seen[p].get(def.id)?.resolved as ResolvedTask, p));
    const example = byPlace(places, (p) => {
      const due = seen[p].get(def.id)?.due;
      return due ? formatDisplayDate(due) : '–';
    });
    const src = byPlace(places, (p) =>
      taskSources(def.id, p === 'us' ? 'us' : 'ca', REF[p].state)
        .map(link)
        .join('; '),
    );
    const where = places.map((p) => PLACE_NAME[p]).join(', ');
    const test = testCell(
      naming.get(def.id),
      'tasks/catalogue/catalogue.test.ts, tasks/sources/sources.test.ts (every task)',
    );
    rows.push(`| ${def.id} | ${name} | ${where} | ${what} | ${when} | ${example} | ${src} | ${test} |`);
  }
  return rows;
}

function stateRuleRows(tests: readonly TestFile[]): string[] {
  const rows: string[] = [];
  for (const [state, wait] of Object.entries(CREDITOR_WAIT).sort()) {
    const when = `${monthsAfterDeath(wait.months)}${wait.after ? `; ${afterWords(wait.after)}` : ''}`;
    const src = taskSources(TASK_ID.creditorWait, 'us', state).map(link).join('; ');
    const files = tests
      .filter((f) => f.text.includes(`'${state}'`) && /creditor/i.test(f.text))
      .map((f) => f.path);
    rows.push(
      `| ${state} | Wait out the creditor period (task ${TASK_ID.creditorWait}) | ${when} | ${src} | ${testCell(files, 'tasks/sources/sources.test.ts')} |`,
    );
  }
  return rows;
}

const KINDS: readonly ExtraKind[] = ['agent', 'tax', 'inherit', 'taxclose'];
/** Words a test of each kind of extra uses (to tell which tests of a state's file cover which extra). */
const KIND_WORDS: Record<ExtraKind, RegExp> = {
  agent: /\bagent\b|inStateAgent/i,
  tax: /estate tax|stateTax\b|estateTaxFact/i,
  inherit: /inherit/i,
  taxclose: /taxclose|stateTaxClose|release|waiver/i,
};

const KIND_TASK: Record<ExtraKind, number> = {
  agent: TASK_ID.inStateAgent,
  tax: TASK_ID.stateTax,
  inherit: TASK_ID.stateInherit,
  taxclose: TASK_ID.stateTaxClose,
};

function extraRows(tests: readonly TestFile[]): string[] {
  const rows: string[] = [];
  for (const code of [...US_STATE_CODES, ...CA_PROVINCE_CODES].map((c) => c.toUpperCase()).sort()) {
    // Iowa's inheritance tax covers deaths before 2025 only: the row shows it for a 2024 death.
    const data = { ...stateTasks(code, '2024-06-01'), ...stateTasks(code, EXAMPLE_DEATH) };
    for (const kind of KINDS) {
      const fact = data[kind];
      if (!fact) continue;
      const after = extraAfter(code, kind);
      const months = fact.months === null ? 'no due date' : monthsAfterDeath(fact.months);
      const when = after ? `${months} (estimate); ${afterWords(after)}` : months;
      const files = tests
        .filter((f) => f.text.includes(`'${code}'`) && KIND_WORDS[kind].test(f.text))
        .map((f) => f.path);
      const src = extraSources(code, kind).map(link).join('; ');
      rows.push(
        `| ${code} | ${cell(fact.title)} (task ${KIND_TASK[kind]}) | ${firstSentence(fact.text)} | ${when} | ${src} | ${testCell(files, 'tasks/sources/sources.test.ts (every state)')} |`,
      );
    }
  }
  return rows;
}

const CONSTANT_WHAT: Readonly<Record<string, string>> = {
  FILING_LIMITS: 'US federal estate tax filing limit by year of death (Form 706 goes N/A at or below it)',
  SPOUSE_706_THRESHOLD: 'estate value at which a spouse’s Form 706 (portability) prompt appears',
  MILEAGE_RATES_US: 'IRS standard business mileage rate, by the day it took effect',
  MILEAGE_RATES_CA: 'CRA reasonable per-km allowance (first 5,000 km), by the day it took effect',
  MILEAGE_NORTH_EXTRA_MILLS: 'CRA’s extra 4 cents per km in the territories',
  STATE_ESTATE_TAX_EXEMPTIONS:
    'each state estate tax exemption by date of death (tasks/state-death-taxes.ts)',
  STATE_INHERITANCE_EXEMPT_HEIRS: 'heirs each inheritance tax exempts (tasks/state-death-taxes.ts)',
};

/** What tests call a table by: its name or the function that reads it. */
const CONSTANT_USE: Readonly<Record<string, readonly string[]>> = {
  FILING_LIMITS: ['filingLimitFor', 'form706NotApplicable'],
  MILEAGE_RATES_US: ['defaultMileageRate'],
  MILEAGE_RATES_CA: ['defaultMileageRate'],
  MILEAGE_NORTH_EXTRA_MILLS: ['defaultMileageRate'],
  STATE_ESTATE_TAX_EXEMPTIONS: ['stateEstateTaxNotApplicable', 'exemptionText'],
  STATE_INHERITANCE_EXEMPT_HEIRS: ['stateInheritNotApplicable'],
};

function constantRows(tests: readonly TestFile[]): string[] {
  return Object.entries(CONSTANT_SOURCES).map(([name, list]) => {
    const words = [name, ...(CONSTANT_USE[name] ?? [])];
    const files = tests.filter((f) => words.some((w) => f.text.includes(w))).map((f) => f.path);
    const what = CONSTANT_WHAT[name] ?? (name in constants ? name : '');
    return `| ${name} | ${what} | ${list.map(link).join('; ')} | ${testCell(files, 'tasks/sources/sources.test.ts')} |`;
  });
}

/** The automatic N/A rules (auto-na.ts): the task, when it turns N/A, and the tests that name its rule. */
function autoNaRows(tests: readonly TestFile[]): string[] {
  return AUTO_NA_RULES.map((rule) => {
    const name = TASK_CATALOGUE.find((d) => d.id === rule.id)?.name ?? String(rule.id);
    const files = tests.filter((f) => f.text.includes(rule.reason.name)).map((f) => f.path);
    return `| ${cell(name)} (task ${rule.id}) | ${cell(rule.when)} | ${testCell(files, 'tasks/auto-na.test.ts')} |`;
  });
}

/** The whole document. */
export function checklistTable(tests: readonly TestFile[]): string {
  const sorted = [...tests].sort((a, b) => a.path.localeCompare(b.path));
  return [
    '# Checklist rules: what, when, source, test',
    '',
    'Generated from packages/domain by `npm run docs:checklist`; do not edit by hand. A test',
    '(packages/domain/test-io/checklist-doc.test.ts) fails when this file differs from what the code gives.',
    '',
    `**When** is the default due date in words; **Example** is that date for a death on Monday ${formatDisplayDate(EXAMPLE_DEATH)}`,
    '(Georgia for US tasks, Ontario for Canada, Quebec where its rule differs). A date the user types wins over both.',
    'IRS and CRA deadlines on a weekend or holiday move to the next business day (IRC §7503; Interpretation Act',
    's.26), as the Example shows. **Source** links the statute or agency page: the state’s own where the place tables',
    'hold its rule (the creditor period), else a Florida, California or Texas statute that states the rule plainly,',
    'labelled as that state’s example ("Example from Florida, not Georgia’s own law"). **Test** names the domain',
    'tests that name the task; every task is also checked by tasks/catalogue/catalogue.test.ts and',
    'tasks/sources/sources.test.ts.',
    '',
    '## Standard tasks',
    '',
    '| # | Task | Where | What | When | Example | Source | Test |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...taskRows(sorted),
    '',
    '## State rules that change a standard task',
    '',
    '| State | Task | When | Source | Test |',
    '| --- | --- | --- | --- | --- |',
    ...stateRuleRows(sorted),
    '',
    '## Tasks that turn N/A by themselves',
    '',
    'A task whose own rule does not fit the estate is marked not applicable automatically, and says why in words',
    '(the task’s `na_reason`, served by GET /api/estate/{id}/tasks and shown under its name and in its document).',
    'The rule follows the estate: the task comes back when the facts change. A task the user marked by hand keeps',
    'the user’s mark, and the N/A button (or “It applies to this estate” in the task’s document) brings an automatic',
    'N/A back for good.',
    '',
    '| Task | N/A when | Test |',
    '| --- | --- | --- |',
    ...autoNaRows(sorted),
    '',
    '## What matters now',
    '',
    'The Tasks tab opens on the open tasks that are overdue (due before today) or due in the next 30 days, with',
    'their counts, and names one task to do next: among open tasks that can be worked on (not done, not N/A, not',
    'waiting for the death) the one with the earliest due date, so the longest overdue comes first; ties keep the',
    'list’s order; with no dated open task, the first open task in wizard order (tasks/urgency.ts).',
    '',
    '## State and province extras',
    '',
    'Each becomes a task of its own in an estate of that state or province (the agent task only when the executor',
    'lives elsewhere; the tax tasks go N/A on their own below the threshold or when every heir is exempt).',
    '',
    '| State | Extra | What | When | Source | Test |',
    '| --- | --- | --- | --- | --- | --- |',
    ...extraRows(sorted),
    '',
    '## Constants tables',
    '',
    '| Table | What | Source | Test |',
    '| --- | --- | --- | --- |',
    ...constantRows(sorted),
    '',
  ].join('\n');
}
