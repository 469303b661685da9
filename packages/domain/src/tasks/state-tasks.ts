/**
 * State and province extras (state_tasks2): the payload of GET /api/state_tasks/{state}.
 * Each extra becomes a task of its own (in-state agent, inheritance tax, estate tax, tax release).
 */
import { TASK_ID } from './ids.ts';
import { extraSources } from './sources/extra-sources.ts';
import type { Source } from './sources/source.ts';
import { AGENT, estateTaxFact, inheritFact, type StateExtraFact, TAXCLOSE } from './state-extras-us.ts';
import type { DueAfter } from './types.ts';

export type { StateExtraFact };

/** An extra with the statutes or agency pages behind it (sources/extra-sources.ts); stateTasks always sets them. */
export interface StateExtra extends StateExtraFact {
  readonly sources?: readonly Source[];
}

/** The extras as stateTasks answers them: each with its sources. */
export type SourcedStateTasks = {
  readonly [K in keyof StateTasks]?: StateExtraFact & { readonly sources: readonly Source[] };
};

export interface StateTasks {
  readonly agent?: StateExtra;
  readonly inherit?: StateExtra;
  readonly tax?: StateExtra;
  readonly taxclose?: StateExtra;
}

/**
 * Provincial extras: Ontario's Estate Information Return follows its estate administration tax. It is due 180
 * days after the certificate of appointment is issued (O. Reg. 310/14 s.2, as amended), counted from the day the
 * certificate task (32) is marked done. Until then the estimate is 8 months after death: the application is
 * planned 2 months after death (task 11) and the certificate cannot come sooner, so about 2 months + 180 days.
 */
const PROVINCES: Readonly<Record<string, StateTasks>> = {
  ON: {
    tax: {
      title: 'File the Estate Information Return',
      text:
        'Ontario charges estate administration tax on estates over $50,000, paid when applying for the certificate. ' +
        'Within 180 days after the certificate of appointment is issued, file an Estate Information Return with the ' +
        'Ministry of Finance listing the assets and their values; it is filed online.\n\n' +
        'The date shown counts 180 days from the day you mark the certificate received; until then it assumes the ' +
        'certificate came about two months after the death.\n\n' +
        'If values change later, file an amended return and pay or recover the difference.',
      months: 8,
    },
  },
};

/**
 * Extras whose due date, once another task is marked done, counts from that day (kept out of the extras payload,
 * which the API sends as title, text and months).
 */
const EXTRA_AFTER: Readonly<Record<string, Partial<Record<keyof StateTasks, DueAfter>>>> = {
  ON: { tax: { task: TASK_ID.probateAppointment, days: 180 } },
};

export const extraAfter = (state: string | null, key: keyof StateTasks): DueAfter | undefined =>
  state ? EXTRA_AFTER[state.toUpperCase()]?.[key] : undefined;

/** Extras for a state or province code and death date; an empty object where we have no facts. */
export function stateTasks(state: string | null | undefined, deathDate?: string | null): SourcedStateTasks {
  if (!state) return {};
  const code = state.toUpperCase();
  if (PROVINCES[code]) return withSources(code, PROVINCES[code]);
  const out: { -readonly [K in keyof StateTasks]: StateTasks[K] } = {};
  if (AGENT[code]) out.agent = AGENT[code];
  const inherit = inheritFact(code, deathDate ?? null);
  if (inherit) out.inherit = inherit;
  const tax = estateTaxFact(code, deathDate ?? null);
  if (tax) out.tax = tax;
  if (TAXCLOSE[code]) out.taxclose = TAXCLOSE[code];
  return withSources(code, out);
}

/** Each extra with its sources attached. */
function withSources(code: string, extras: StateTasks): SourcedStateTasks {
  const out: { -readonly [K in keyof SourcedStateTasks]: SourcedStateTasks[K] } = {};
  for (const kind of ['agent', 'inherit', 'tax', 'taxclose'] as const) {
    const fact = extras[kind];
    if (fact) out[kind] = { ...fact, sources: extraSources(code, kind) };
  }
  return out;
}
