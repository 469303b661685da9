// docs/checklist-rules.md stays what the code gives: change a task, a due rule, a source or a task test and
// this fails until `npm run docs:checklist` regenerates the document.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checklistDoc, DOC_PATH } from './checklist-doc.ts';

describe('docs/checklist-rules.md', () => {
  it('is what the code generates (run `npm run docs:checklist` after changing the checklist)', () => {
    expect(readFileSync(DOC_PATH, 'utf8')).toBe(checklistDoc());
  });

  it('has a row with a source for every standard task', () => {
    const rows = checklistDoc()
      .split('\n')
      .filter((l) => /^\| \d+ \|/.test(l));
    expect(rows.length).toBeGreaterThan(110);
    expect(rows.filter((r) => !r.includes('](https://'))).toEqual([]);
  });
});
