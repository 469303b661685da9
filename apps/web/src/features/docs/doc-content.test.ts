import { describe, expect, it } from 'vitest';
import { allPages, docPage, forCountry, searchDocs } from './doc-content';
import { parseDocPath } from './docs-area';
import { TOPICS } from './outline';

describe('the guide', () => {
  it('keeps the reader country’s parts of a text and drops the other’s', () => {
    const md = 'Both. <!-- us -->Only US.<!-- /us --><!-- ca -->Only Canada.<!-- /ca --> End.';
    expect(forCountry(md, 'us')).toBe('Both. Only US. End.');
    expect(forCountry(md, 'ca')).toBe('Both. Only Canada. End.');
  });

  it('has a text for every topic and page of the outline, in both countries, with no marker left', () => {
    for (const country of ['us', 'ca'] as const) {
      const pages = allPages(country);
      const expected = TOPICS.reduce((n, t) => n + (t.pages ?? 1), 0);
      expect(pages).toHaveLength(expected);
      for (const p of pages) {
        expect(p.title.length, p.path).toBeGreaterThan(2);
        expect(p.body, p.path).not.toMatch(/<!--/);
      }
    }
    expect(docPage('Taxes', undefined, 'us')?.body).toContain('Form 706');
    expect(docPage('Taxes', undefined, 'ca')?.body).not.toContain('Form 706');
    expect(docPage('Taxes', undefined, 'ca')?.body).toContain('clearance certificate');
  });

  it('finds "small estate" by full-text search, the topic of that name first', () => {
    const hits = searchDocs('small estate', 'us');
    expect(hits[0]?.path).toBe('Small-Estates');
    expect(searchDocs('clearance', 'ca').map((h) => h.path)).toContain('Taxes');
    expect(searchDocs('clearance', 'us')).toEqual([]);
  });

  it('reads topic, page and place from the address', () => {
    expect(parseDocPath('Introduction/2')).toMatchObject({ topic: { id: 'Introduction' }, page: 2 });
    expect(parseDocPath('Introduction/9')).toMatchObject({ page: 0 });
    expect(parseDocPath('Small-Estates/oh')).toMatchObject({ topic: { id: 'Small-Estates' }, geo: 'OH' });
    expect(parseDocPath('Heirs/inheritance-guide')?.topic.id).toBe('Heirs/inheritance-guide');
    expect(parseDocPath('Introduction-for-Lawyers/1')).toMatchObject({
      topic: { id: 'Introduction-for-Lawyers' },
      page: 1,
    });
    expect(parseDocPath('Nothing')).toBeUndefined();
  });
});
