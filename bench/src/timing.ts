// Side-by-side timing: each pair runs interleaved in one process, and we report medians and their ratio.
import { performance } from 'node:perf_hooks';

/** A run that prepares untimed and measures only its own part returns this instead of its result. */
export interface Measured {
  measuredMs: number;
}
const isMeasured = (x: unknown): x is Measured =>
  typeof x === 'object' && x !== null && typeof (x as Measured).measuredMs === 'number';

export async function median(fn: () => Promise<unknown> | unknown, runs: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const r = await fn();
    times.push(isMeasured(r) ? r.measuredMs : performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

export interface Row {
  what: string;
  ours: number;
  baseline: number;
  baselineName: string;
  /** The goal for ours/baseline (issue 14), printed next to the ratio; none for rows without one. */
  goal?: number;
}

/** Runs ours and the baseline alternately (warm-up first) so machine noise hits both alike. */
export async function pair(
  what: string,
  ours: () => Promise<unknown> | unknown,
  baselineName: string,
  baseline: () => Promise<unknown> | unknown,
  runs = 9,
  goal?: number,
): Promise<Row> {
  await ours();
  await baseline();
  let a = 0;
  let b = 0;
  const rounds = 3;
  for (let r = 0; r < rounds; r++) {
    a += await median(ours, Math.ceil(runs / rounds));
    b += await median(baseline, Math.ceil(runs / rounds));
  }
  return { what, ours: a / rounds, baseline: b / rounds, baselineName, goal };
}

export function printRows(title: string, rows: Row[]): void {
  console.log(`\n${title}`);
  console.log('| measure | ours (ms) | baseline | baseline (ms) | ratio ours/baseline | goal | met |');
  console.log('|---|---:|---|---:|---:|---:|---|');
  for (const r of rows) {
    const ratio = r.ours / r.baseline;
    // a row without a goal is a floor or a detail beside a row that has one
    const goal = r.goal === undefined ? 'none (a floor or a detail)' : `<= ${r.goal}`;
    const met = r.goal === undefined ? '-' : ratio <= r.goal ? 'yes' : 'no';
    console.log(
      `| ${r.what} | ${r.ours.toFixed(1)} | ${r.baselineName} | ${r.baseline.toFixed(1)} | ${ratio.toFixed(2)} | ${goal} | ${met} |`,
    );
  }
}
