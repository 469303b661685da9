// Dropping jsPDF's Arabic shaping and bidi reordering changes no byte of a page drawn in Helvetica, accents and
// symbols included, and leaves the Unicode-font escaping in place.
import { jsPDF } from 'jspdf';
import { describe, expect, it } from 'vitest';
import { dropScriptPlugins } from './pdf-text-hooks.ts';

const LINES = [
  'Estate of Zoë Åberg-Núñez, deceased',
  'Café crème & façade: $1,234.56 (40%) — paid 15-Jan-2025',
  'Court: ____________________   Case no. 2025-PR-0042 « » ‹ › [ ] { } ( )',
  '12 Rue de l’Église, Montréal (Québec) H2X 1Y4',
];

function page(drop: boolean): string {
  const doc = new jsPDF({ orientation: 'landscape', unit: 'pt', format: 'letter' });
  if (drop) dropScriptPlugins(doc, jsPDF.API);
  doc.setCreationDate(new Date(Date.UTC(2026, 0, 2)));
  doc.setFileId('00000000000000000000000000000000');
  LINES.forEach((line, i) => {
    doc.text(line, 40, 60 + i * 14);
    doc.text(line, 700, 60 + i * 14, { align: 'right' });
  });
  doc.text(doc.splitTextToSize(LINES.join(' '), 300) as string[], 40, 200);
  return doc.output();
}

const handlers = (doc: jsPDF, topic: string) =>
  Object.keys(
    (doc.internal as unknown as { events: { getTopics(): Record<string, object> } }).events.getTopics()[
      topic
    ] ?? {},
  ).length;

describe('dropScriptPlugins', () => {
  it('draws the same bytes without the two plugins', () => {
    expect(page(true)).toBe(page(false));
    expect(page(true)).toContain('(Café crème & façade: $1,234.56 \\(40%\\)');
  });

  it('takes away the Arabic and bidi handlers and keeps the Unicode escaping', () => {
    const doc = new jsPDF();
    expect([handlers(doc, 'preProcessText'), handlers(doc, 'postProcessText')]).toEqual([1, 2]);
    dropScriptPlugins(doc, jsPDF.API);
    expect([handlers(doc, 'preProcessText'), handlers(doc, 'postProcessText')]).toEqual([0, 1]);
    // Arabic letters are no longer shaped into presentation forms: the plugin was at work before
    const arabic = (drop: boolean) => {
      const d = new jsPDF();
      if (drop) dropScriptPlugins(d, jsPDF.API);
      const seen: string[] = [];
      d.internal.events.subscribe('postProcessText', (p: { text: unknown }) =>
        seen.push(JSON.stringify(p.text)),
      );
      d.text('\u0628\u0628\u0628', 10, 10);
      return seen.at(-1);
    };
    expect(arabic(false)).toBe('[["\uFE90\uFE92\uFE91"]]');
    expect(arabic(true)).toBe('["\u0628\u0628\u0628"]');
  });
});
