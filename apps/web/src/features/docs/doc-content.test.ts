import { readdirSync, readFileSync } from 'node:fs';
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

  // Issue 35: each topic ends with its sources, statutes and official pages only (no commercial blog where the
  // law or a government page says it), in both countries' versions of the text.
  const CONTENT = new URL('./content/', import.meta.url);
  const files = readdirSync(CONTENT).filter((f) => f.endsWith('.md'));
  const OFFICIAL =
    /(\.gov|\.state\.[a-z]{2}\.us|(^|\.)canada\.ca|(^|\.)ontario\.ca|(^|\.)quebec\.ca|\.gouv\.qc\.ca|(^|\.)law\.cornell\.edu|(^|\.)canlii\.org)$/;

  it('every topic file ends with its sources, and each is a statute or an official page', () => {
    expect(files).toHaveLength(23);
    for (const f of files) {
      const raw = readFileSync(new URL(f, CONTENT), 'utf8');
      for (const country of ['us', 'ca'] as const) {
        const md = forCountry(raw, country);
        const at = md.lastIndexOf('\n## Sources\n');
        expect(at, `${f} (${country}): a Sources section`).toBeGreaterThan(0);
        const tail = md.slice(at + '\n## Sources\n'.length);
        // nothing after the Sources list but its items
        expect(
          tail
            .trim()
            .split('\n')
            .filter((l) => l.trim() !== '')
            .every((l) => /^- \[[^\]]{6,}\]\(https:\/\/[^)\s]+\)$/.test(l.trim())),
          f,
        ).toBe(true);
        const urls = [...tail.matchAll(/\]\((https:\/\/[^)\s]+)\)/g)].map(
          (m) => new URL(m[1] as string).hostname,
        );
        expect(urls.length, `${f} (${country}): at least one source`).toBeGreaterThan(0);
        for (const host of urls) expect(host, `${f} (${country})`).toMatch(OFFICIAL);
      }
    }
  });

  it('says what the law says: short will deadlines, fees on non-probate property, debts heirs can owe', () => {
    const us = (id: string, page?: number) => docPage(id, page, 'us')?.body ?? '';
    expect(us('Introduction', 0)).not.toContain('Legal deadlines are\n  counted in months.');
    expect(us('Introduction', 0)).toContain('(ten days in Florida, 30 in California)');
    expect(us('Find-the-Will')).toContain(
      'ten days after learning of the death in Florida, 30 days in California',
    );
    expect(us('Probate-Fees')).not.toContain('Property that passes outside probate is left out.');
    expect(us('Probate-Fees')).toContain('Connecticut charges its fee on the whole estate');
    const heirs = us('Heirs/inheritance-guide');
    expect(heirs).not.toContain("**You are not responsible for the person's debts**");
    expect(heirs).toContain('community-property state');
    expect(heirs).toContain('you may have to give back part of what you');
    expect(us('Small-Estates')).toContain('only for an estate without a will');
    expect(docPage('Executor-Fees', undefined, 'ca')?.body).toContain(
      'In\nQuebec a liquidator who is also an heir is paid only if the will provides for it or the heirs agree.',
    );
    expect(docPage('Pay-Debts', undefined, 'ca')?.body).not.toContain('community-property');
  });
});
