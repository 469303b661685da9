import { describe, expect, it } from 'vitest';
import { recompute, ZWorkingCopy } from '../index.ts';
import { sampleEstates } from './sample-estates.ts';
import { SAMPLE_PAPER_MARK, type SamplePaper, samplePapers } from './sample-papers.ts';

const TODAY = '2026-12-01';
/** The asset a paper is attached to, by its id in the Sample's body. */
const itemOf = (p?: SamplePaper) => (p?.attach.entity_type === 'assets' ? p.attach.item : undefined);

describe('samplePapers', () => {
  it('gives each Sample its death record and will summary on the decedent, its statement on the bank account', () => {
    const got = sampleEstates(TODAY).map(({ id, body }) => ({
      id,
      papers: samplePapers(body).map((p) => [
        p.fileName,
        p.title,
        p.mark,
        p.attach.entity_type === 'dec' ? p.attach.prop : body.assets.find((a) => a.id === itemOf(p))?.name,
      ]),
    }));
    const mark = SAMPLE_PAPER_MARK;
    expect(got).toEqual([
      {
        id: 'sample',
        papers: [
          ['Death certificate - SAMPLE.pdf', 'Certificate of Death', mark, 'death_cert'],
          ['Will summary - SAMPLE.pdf', 'Summary of the Will', mark, 'will'],
          [
            'Checking statement - SAMPLE.pdf',
            'Peachtree Community Bank: account statement',
            mark,
            'Checking account, Peachtree Community Bank',
          ],
        ],
      },
      {
        id: 'sample_ca',
        papers: [
          ['Statement of death - SAMPLE.pdf', 'Statement of Death', mark, 'death_cert'],
          ['Will summary - SAMPLE.pdf', 'Summary of the Will', mark, 'will'],
          [
            'Chequing statement - SAMPLE.pdf',
            'Lakeshore Credit Union: account statement',
            mark,
            'Chequing account, Lakeshore Credit Union',
          ],
        ],
      },
    ]);
  });

  it("closes each statement on the account's value as the engine derives it, from its value at death", () => {
    for (const { body } of sampleEstates(TODAY)) {
      const statement = samplePapers(body).find((p) => p.attach.entity_type === 'assets');
      const id = itemOf(statement) ?? 0;
      const facts = ZWorkingCopy.parse({
        ...body,
        meta: { ...body.meta, death_date: body.dec.death_date },
        locs: [],
      });
      const account = facts.assets.find((a) => a.id === id);
      expect(statement?.table?.body[0]?.slice(1)).toEqual(['Opening balance', '', '8,420.17']);
      expect(account?.val_death).toBe(842_017);
      expect(statement?.table?.foot).toEqual([expect.any(String), 'Closing balance', '', '420.17']);
      expect(recompute(facts).assets.get(id)?.val).toBe(42_017);
    }
  });

  it('tells the reader on every paper that it is invented', () => {
    for (const { body } of sampleEstates(TODAY))
      for (const p of samplePapers(body)) expect(p.issuer[0]).toBe('Made by Probity for its Sample estate');
  });
});
