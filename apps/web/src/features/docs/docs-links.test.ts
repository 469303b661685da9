import { describe, expect, it } from 'vitest';
import { quickStartLink, SAMPLE_LINKS } from './docs-links';

describe('the Docs page links', () => {
  it('opens both Sample estates', () => {
    expect(SAMPLE_LINKS.map((s) => s.to)).toEqual(['/estate/sample', '/estate/sample_ca']);
  });

  it('in an estate the reader may change, the quick start opens on the Tasks tab as the quick kind', () => {
    expect(quickStartLink('17', false).to).toBe('/estate/17/Tasks?created=q');
  });

  it('in a Sample or view-only estate, it sends the reader home to start their own', () => {
    expect(quickStartLink('sample', true).to).toBe('/');
  });
});
