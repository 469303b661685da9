// Every notice kind drafted for the US and the Ontario Sample estates, rendered as the executor downloads it: the
// PDF's text read back with pdftotext, the Word file's from its document.xml. Each letter must come out whole, and
// the PDF's text is the golden copy's (golden/notices-{sample}.txt, a person's review of every kind's wording).
import { draftNotice, type NoticeLetter, noticeKindsFor, ZWorkingCopy } from '@probity/domain';
import { sampleEstates } from '@probity/domain/samples';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { matchesGolden, pdfText } from '../test/golden.ts';
import { renderNoticesDocx, renderNoticesPdf } from './notice-letter.ts';

const TODAY = '2026-11-29';
const sender = {
  name: 'Margaret Whitfield',
  address: '9 Orchard Row, Macon, GA 31201',
  phone: '478-555-0199',
  email: 'margaret@example.com',
};
const packets = sampleEstates(TODAY).map(({ id, body }) => {
  const f = ZWorkingCopy.parse({
    ...body,
    meta: { ...body.meta, death_date: body.dec.death_date },
    locs: [],
  });
  const letters = noticeKindsFor(f.meta.country_code, f.meta.state).map((k) =>
    draftNotice(f, { kind: k.id, target: { part: 'estate', id: null }, sender, today: TODAY }),
  );
  return { id, letters };
});

const flat = (s: string) => s.replace(/\s+/g, ' ').trim();
/** The words a reader must find, in order: every line and paragraph of the letter. */
const linesOf = (l: NoticeLetter) => [
  ...l.from,
  l.date,
  ...l.to,
  `Re: ${l.subject}`,
  l.salutation,
  ...l.body,
  ...l.closing,
  'Enclosures:',
  ...l.enclosures.map((e) => `- ${e}`),
];

function docxText(bytes: ArrayBuffer): string {
  const xml = new TextDecoder().decode(unzipSync(new Uint8Array(bytes))['word/document.xml']);
  return xml
    .replace(/<\/w:p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&apos;/g, "'")
    .replace(/&quot;/g, '"');
}

describe.each(packets)('the notices of the $id Sample', ({ id, letters }) => {
  it('prints every letter of the packet whole in the PDF, one letter from each new page', async () => {
    const bytes = await renderNoticesPdf(letters);
    matchesGolden(`notices-${id}`, pdfText(bytes, `notices-${id}`));
    const text = pdfText(bytes, `notices-${id}-raw`, 'raw');
    const pages = text.split('\f').filter((p) => p.trim());
    expect(pages.length).toBe(letters.length);
    letters.forEach((l, i) => {
      const page = flat(pages[i] ?? '');
      let from = 0;
      for (const line of linesOf(l)) {
        const at = page.indexOf(flat(line), from);
        expect(at, `${l.kind}: ${line}`).toBeGreaterThanOrEqual(0);
        from = at;
      }
    });
  });

  it('writes the same letters into the Word document', async () => {
    const text = flat(docxText(await renderNoticesDocx(letters)));
    let from = 0;
    for (const l of letters) {
      for (const line of linesOf(l)) {
        const at = text.indexOf(flat(line), from);
        expect(at, `${l.kind}: ${line}`).toBeGreaterThanOrEqual(0);
        from = at;
      }
    }
  });
});
