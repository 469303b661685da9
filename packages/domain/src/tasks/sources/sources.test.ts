import { describe, expect, it } from 'vitest';
import * as constants from '../../constants.ts';
import { TASK_CATALOGUE } from '../catalogue/index.ts';
import { CA_PROVINCE_CODES, US_STATE_CODES } from '../state-codes.ts';
import { stateTasks } from '../state-tasks.ts';
import type { TaskDef } from '../types.ts';
import {
  CONSTANT_SOURCES,
  EXTRA_TASK_KIND,
  type ExtraKind,
  extraSources,
  type Source,
  TASK_SOURCES,
  taskSources,
} from './index.ts';

/** The jurisdictions a catalogue task can appear in: [country, a state there] pairs. */
function placesOf(def: TaskDef): [string, string | null][] {
  const out: [string, string | null][] = [];
  const fits = (s: string) => !def.only || def.only.includes(s);
  if (def.country !== 'ca') out.push(['us', def.only?.[0] ?? null]);
  if (def.country !== 'us') {
    if (fits('ON')) out.push(['ca', 'ON']);
    if (fits('QC')) out.push(['ca', 'QC']);
  }
  return out;
}

function expectWellFormed(s: Source, where: string): void {
  expect(s.label.trim().length, `${where}: label`).toBeGreaterThan(5);
  // https, a host with a dot, then an optional path: no spaces, quotes or angle brackets.
  expect(s.url, where).toMatch(/^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(\/[^\s"'<>]*)?$/i);
}

const KINDS: readonly ExtraKind[] = ['agent', 'tax', 'inherit', 'taxclose'];
// Iowa's inheritance tax applies to deaths before 2025 only, so check one date on each side.
const DEATHS = ['2024-06-01', '2026-06-01'];

describe('sources', () => {
  it('every catalogue task has a source wherever it can appear', () => {
    const missing: string[] = [];
    for (const def of TASK_CATALOGUE) {
      // The extras' own tasks are checked with the extras below.
      if (EXTRA_TASK_KIND.has(def.id)) continue;
      for (const [country, state] of placesOf(def)) {
        const list = taskSources(def.id, country, state);
        if (list.length === 0) missing.push(`${def.id} ${country}/${state ?? '-'}`);
        for (const s of list) expectWellFormed(s, `task ${def.id}`);
      }
    }
    expect(missing).toEqual([]);
    expect(TASK_CATALOGUE.filter((d) => !TASK_SOURCES[d.id]).map((d) => d.id)).toEqual([]);
  });

  it('holds no sources for tasks the catalogue does not have', () => {
    const ids = new Set(TASK_CATALOGUE.map((d) => d.id));
    expect(
      Object.keys(TASK_SOURCES)
        .map(Number)
        .filter((id) => !ids.has(id)),
    ).toEqual([]);
  });

  it('every extra of every US state and province has a source', () => {
    const missing: string[] = [];
    let extras = 0;
    for (const code of [...US_STATE_CODES, ...CA_PROVINCE_CODES]) {
      for (const death of DEATHS) {
        const data = stateTasks(code, death);
        for (const kind of KINDS) {
          if (!data[kind]) continue;
          extras++;
          const list = extraSources(code, kind);
          if (list.length === 0) missing.push(`${code} ${kind}`);
          for (const s of list) expectWellFormed(s, `${code} ${kind}`);
        }
      }
    }
    expect(missing).toEqual([]);
    // 21 agents, 13 estate taxes, 6 inheritance taxes (Iowa's only in 2024), 4 releases, Ontario's return.
    expect(extras).toBeGreaterThanOrEqual(2 * (21 + 13 + 5 + 4 + 1) + 1);
  });

  it('the extra tasks take the state’s sources in place of the catalogue’s', () => {
    expect(taskSources(82, 'us', 'NY').map((s) => s.label)).toContain(
      'N.Y. Tax Law §952 (New York estate tax; basic exclusion amount)',
    );
    expect(taskSources(82, 'ca', 'ON').map((s) => s.url)).toContain(
      'https://www.ontario.ca/laws/regulation/140310',
    );
    expect(taskSources(71, 'us', 'MA')[0]?.label).toMatch(/c\.190B §3-803/);
    expect(taskSources(71, 'us', 'GA')[0]?.label).toMatch(/^O\.C\.G\.A\. §53-7-41/);
    // Alabama has no rule in the place tables: Florida's statute stands in and says whose it is.
    expect(taskSources(71, 'us', 'AL')[0]?.label).toMatch(
      /^Example from Florida, not Alabama’s own law: Fla\. Stat\. §733\.702/,
    );
  });

  it('Quebec shows its own sources where a task has them, and Canada’s elsewhere', () => {
    expect(taskSources(22, 'ca', 'QC').map((s) => s.label)).toEqual(['Retraite Québec: QPP death benefit']);
    expect(taskSources(22, 'ca', 'ON').map((s) => s.label)).toEqual([
      'Service Canada: Canada Pension Plan death benefit',
    ]);
    expect(taskSources(88, 'ca', 'QC')).toEqual(taskSources(88, 'ca', 'ON'));
    expect(taskSources(74, 'us', 'GA').every((s) => !s.url.includes('canada.ca'))).toBe(true);
  });

  it('every table of constants.ts has a source', () => {
    // A table is an exported array of rows (year or date -> figure); adding one without a source fails here.
    const tables = Object.entries(constants)
      .filter(([, v]) => Array.isArray(v) && v.length > 0 && v.every((row) => Array.isArray(row)))
      .map(([name]) => name);
    expect(tables).toEqual(expect.arrayContaining(['FILING_LIMITS', 'MILEAGE_RATES_US', 'MILEAGE_RATES_CA']));
    for (const name of [...tables, 'STATE_ESTATE_TAX_EXEMPTIONS', 'STATE_INHERITANCE_EXEMPT_HEIRS']) {
      const list = CONSTANT_SOURCES[name] ?? [];
      expect(list.length, name).toBeGreaterThan(0);
      for (const s of list) expectWellFormed(s, name);
    }
  });
});
