import { estateTaxWorksheets } from '@probity/domain';
import { describe, expect, it } from 'vitest';
import { ontarioEstate, usEstate } from '../../domain/src/taxes/test-estates.ts';
import { FOR_PREPARER, taxYearDoc } from './tax-docs.ts';

describe('a tax year’s worksheets as a document', () => {
  it('US: the Form 1041 lines with their figures and transactions, a row per sale, then the Form 706', () => {
    const f = usEstate();
    const r = estateTaxWorksheets(f, { kind: 'calendar' }, '2026-12-31');
    if (!r.ok) throw new Error(r.msg);
    const doc = taxYearDoc(r.worksheets, 1, f);
    const income = doc?.sections.find((s) => s.heading === 'Form 1041: income');
    // Line 1: the bank interest of 31 March, transaction 11.
    expect(income?.body[0]).toEqual(['1', 'Interest income', '$1,200.00', '']);
    expect(income?.sources?.[0]).toEqual([11]);
    expect(income?.body.find((row) => row[0] === '2b')?.[2]).toBe(FOR_PREPARER);
    const sales = doc?.sections.find((s) => s.heading === 'Form 8949: sales');
    expect(sales?.body.map((row) => row[0])).toEqual(['Acme Corp shares', 'Beta Inc shares']);
    expect(sales?.foot?.[5]).toBe('$2,300.00');
    expect(doc?.sections.some((s) => s.heading?.startsWith('Form 706: gross estate'))).toBe(true);
    expect(taxYearDoc(r.worksheets, 2, f)).toBeNull();
  });

  it('Canada: the T3, the final T1 and the TX19 schedule', () => {
    const f = ontarioEstate();
    const r = estateTaxWorksheets(f, { kind: 'calendar' }, '2026-12-31');
    if (!r.ok) throw new Error(r.msg);
    const doc = taxYearDoc(r.worksheets, 1, f);
    expect(doc?.title).toBe('T3 worksheet');
    const headings = doc?.sections.map((s) => s.heading) ?? [];
    expect(headings).toContain('Schedule 3: dispositions');
    expect(headings).toContain('Final T1: deemed disposition at death');
    expect(doc?.sections.find((s) => s.heading === 'TX19: asset schedule')?.foot?.[4]).toBe('$550,000.00');
  });
});
