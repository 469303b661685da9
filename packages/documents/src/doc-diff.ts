// What changed between two accountings, line by line (issue 39): each table's rows are matched by the table's
// heading and the row's words (every cell that is not an amount: date, description, kind), so a corrected amount
// shows as one changed line rather than a removed and an added one. Pure.
import type { DocChange } from '@probity/domain';
import type { PdfDoc } from './doc.ts';

const MONEY = /^-?\$[\d,]+\.\d{2}$/;
/** A row's words: its cells that are not amounts, non-empty, joined. */
const wordsOf = (row: readonly string[]) => row.filter((c) => c !== '' && !MONEY.test(c)).join(' · ');

/** Each row of each table, keyed "heading / its words" (a repeated line numbered #2, #3...), totals last. */
function linesOf(doc: PdfDoc): Map<string, { section: string; line: string; cells: string[] }> {
  const lines = new Map<string, { section: string; line: string; cells: string[] }>();
  doc.sections.forEach((s, i) => {
    const section = s.heading ?? `Table ${i + 1}`;
    const seen = new Map<string, number>();
    const add = (words: string, cells: string[]) => {
      const n = (seen.get(words) ?? 0) + 1;
      seen.set(words, n);
      const line = n === 1 ? words : `${words} #${n}`;
      lines.set(`${section}\u0000${line}`, { section, line, cells });
    };
    for (const row of s.body) add(wordsOf(row), row);
    if (s.foot) add(wordsOf(s.foot) || 'Total', s.foot);
  });
  return lines;
}

const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((c, i) => c === b[i]);

/** The lines of `after` that differ from `before`: changed and added in `after`'s order, then the removed ones. */
export function docChanges(before: PdfDoc, after: PdfDoc): DocChange[] {
  const old = linesOf(before);
  const now = linesOf(after);
  const changes: DocChange[] = [];
  for (const [key, l] of now) {
    const was = old.get(key);
    if (!was) changes.push({ section: l.section, line: l.line, kind: 'added', before: null, after: l.cells });
    else if (!same(was.cells, l.cells))
      changes.push({ section: l.section, line: l.line, kind: 'changed', before: was.cells, after: l.cells });
  }
  for (const [key, l] of old)
    if (!now.has(key))
      changes.push({ section: l.section, line: l.line, kind: 'removed', before: l.cells, after: null });
  return changes;
}
