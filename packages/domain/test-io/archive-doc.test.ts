// docs/archive-format.md stays what the code gives: a change to the manifest's schema fails here until
// `npm run docs:archive` writes it again.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ARCHIVE_MD, archiveFormatMarkdown } from './archive-doc.ts';

describe('the archive format document', () => {
  it('is what the code generates (run `npm run docs:archive` after changing the format)', () => {
    expect(readFileSync(ARCHIVE_MD, 'utf8')).toBe(archiveFormatMarkdown());
  });

  it('publishes the manifest schema with every top-level field required', () => {
    const json = /```json\n([\s\S]*?)\n```/.exec(archiveFormatMarkdown())?.[1] ?? '{}';
    const schema = JSON.parse(json);
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.required).toEqual([
      'format',
      'version',
      'exported_at',
      'source',
      'estate',
      'tasks',
      'files',
      'documents',
      'journal',
    ]);
    expect(schema.properties.files.items.required).toContain('sha256');
  });
});
