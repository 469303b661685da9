// The Sample estates' papers as PDFs: the same paper gives the same bytes (the server names the blob after them),
// and the SAMPLE mark is on every page, however long the paper runs.
import { SAMPLE_PAPER_MARK, type SamplePaper, sampleEstates, samplePapers } from '@probity/domain/samples';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../test/golden.ts';
import { renderSamplePaperPdf } from './sample-paper-pdf.ts';

const [us, ca] = sampleEstates('2026-12-01').map((s) => samplePapers(s.body));

describe('renderSamplePaperPdf', () => {
  it('gives the same bytes for the same paper, and other bytes a day later', async () => {
    const [nextDay] = sampleEstates('2026-12-02');
    const [paper] = us ?? [];
    const [later] = nextDay ? samplePapers(nextDay.body) : [];
    if (!paper || !later) throw new Error('no US papers');
    const [a, b] = [await renderSamplePaperPdf(paper), await renderSamplePaperPdf(paper)];
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    expect(Buffer.from(await renderSamplePaperPdf(later)).equals(Buffer.from(a))).toBe(false);
  });

  it('prints the mark at the top and the foot of every page, on one page and on several', async () => {
    const will = ca?.[1];
    if (!will) throw new Error('no Canadian will summary');
    const long = { ...will, paragraphs: Array(30).fill(will.paragraphs.join(' ')) };
    const marks = async (paper: SamplePaper) =>
      pdfText(await renderSamplePaperPdf(paper), `sample-paper-${paper.paragraphs.length}`, 'raw')
        .split('\f')
        .slice(0, -1)
        .map((page) => page.split(SAMPLE_PAPER_MARK).length - 1);
    expect(await marks(will)).toEqual([2]);
    const pages = await marks(long);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages).toEqual(Array(pages.length).fill(2));
  });

  it('keeps each paper small', async () => {
    for (const paper of [...(us ?? []), ...(ca ?? [])]) {
      const size = (await renderSamplePaperPdf(paper)).length;
      expect(size).toBeGreaterThan(2_000);
      expect(size).toBeLessThan(8_000);
    }
  });
});
