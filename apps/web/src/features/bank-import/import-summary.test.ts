import { describe, expect, it } from 'vitest';
import { importSummary } from './import-summary';

describe('importSummary', () => {
  it('says a file was read, and a bank link downloaded', () => {
    expect(importSummary({ added: 3, already: 0, before_death: 0, problems: [] }, 'file')).toBe(
      '3 new rows read from your file.',
    );
    expect(importSummary({ added: 1, already: 2, before_death: 4 }, 'bank')).toBe(
      '1 new row downloaded from your bank, 2 already imported, 4 dated before the date of death left out.',
    );
    expect(importSummary({ added: 0, already: 3, before_death: 0, problems: [1, 2] }, 'file')).toBe(
      '0 new rows read from your file, 3 already imported; 2 line(s) could not be read.',
    );
  });
});
