// The registry ships as open data: docs/notices-registry.md and .json stay what the code gives, so a change to a
// kind, a source or a follow-up fails here until `npm run docs:notices` writes them again.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NOTICE_KINDS } from '../src/notices/registry.ts';
import { NOTICES_JSON, NOTICES_MD, noticesRegistryJson, noticesRegistryMarkdown } from './notices-doc.ts';

describe('the notices registry as documents', () => {
  it('is what the code generates (run `npm run docs:notices` after changing the registry)', () => {
    expect(readFileSync(NOTICES_MD, 'utf8')).toBe(noticesRegistryMarkdown());
    expect(readFileSync(NOTICES_JSON, 'utf8')).toBe(noticesRegistryJson());
  });

  it('has a row with a linked source for every kind', () => {
    const rows = noticesRegistryMarkdown()
      .split('\n')
      .filter((l) => l.startsWith('| ') && l.includes('(`'));
    expect(rows).toHaveLength(NOTICE_KINDS.length);
    expect(rows.filter((r) => !r.includes('](https://'))).toEqual([]);
    expect(JSON.parse(readFileSync(NOTICES_JSON, 'utf8')).kinds).toHaveLength(NOTICE_KINDS.length);
  });
});
