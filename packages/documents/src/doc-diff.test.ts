import { describe, expect, it } from 'vitest';
import type { PdfDoc } from './doc.ts';
import { docChanges } from './doc-diff.ts';

const cols = [
  { header: 'Date', align: 'left' as const },
  { header: 'Description', align: 'left' as const },
  { header: 'Amount', align: 'right' as const },
];
const doc = (rows: string[][], total: string): PdfDoc => ({
  title: 'Accounting',
  sections: [{ heading: 'Receipts', columns: cols, body: rows, foot: ['Total', '', total] }],
});

describe('docChanges', () => {
  it('matches rows by their words: an amount corrected is one changed line, the total moves with it', () => {
    const before = doc(
      [
        ['02-Mar-2026', 'Refund', '$10.00'],
        ['03-Mar-2026', 'Dividend', '$5.00'],
      ],
      '$15.00',
    );
    const after = doc(
      [
        ['02-Mar-2026', 'Refund', '$12.00'],
        ['03-Mar-2026', 'Dividend', '$5.00'],
      ],
      '$17.00',
    );
    expect(docChanges(before, after)).toEqual([
      {
        section: 'Receipts',
        line: '02-Mar-2026 · Refund',
        kind: 'changed',
        before: ['02-Mar-2026', 'Refund', '$10.00'],
        after: ['02-Mar-2026', 'Refund', '$12.00'],
      },
      {
        section: 'Receipts',
        line: 'Total',
        kind: 'changed',
        before: ['Total', '', '$15.00'],
        after: ['Total', '', '$17.00'],
      },
    ]);
  });

  it('numbers repeated lines, lists added lines in order and removed ones last; the same document has none', () => {
    const same = [
      ['02-Mar-2026', 'Rent', '$100.00'],
      ['02-Mar-2026', 'Rent', '$100.00'],
    ];
    const before = doc([...same, ['04-Mar-2026', 'Sold car', '$900.00']], '$1,100.00');
    const after = doc([...same, ['02-Mar-2026', 'Rent', '$100.00']], '$300.00');
    expect(docChanges(before, before)).toEqual([]);
    expect(docChanges(before, after).map((c) => [c.kind, c.line])).toEqual([
      ['added', '02-Mar-2026 · Rent #3'],
      ['changed', 'Total'],
      ['removed', '04-Mar-2026 · Sold car'],
    ]);
  });
});
