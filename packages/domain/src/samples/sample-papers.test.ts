import { describe, expect, it } from 'vitest';
import { recompute, ZWorkingCopy } from '../index.ts';
import { sampleEstates } from './sample-estates.ts';
import { SAMPLE_PAPER_MARK, type SamplePaper, samplePapers } from './sample-papers.ts';

const TODAY = '2026-12-01';
/** The asset a paper is attached to, by its id in the Sample's body. */
const itemOf = (p?: SamplePaper) => (p?.attach.entity_type === 'assets' ? p.attach.item : undefined);

describe('samplePapers', () => {
  it('gives each Sample its death record and will summary on the decedent, its statement on the bank account', () => {
    const got = sampleEstates(TODAY).map(({ id, body }) =>
      samplePapers(body).map((p) => {
        const on =
          p.attach.entity_type === 'dec' ? p.attach.prop : body.assets.find((a) => a.id === itemOf(p))?.name;
        return `${id}: ${p.fileName}, "${p.title}", on ${on}${p.mark === SAMPLE_PAPER_MARK ? ', marked' : ''}`;
      }),
    );
    expect(got).toEqual([
      [
        'sample: Death certificate - SAMPLE.pdf, "Certificate of Death", on death_cert, marked',
        'sample: Will summary - SAMPLE.pdf, "Summary of the Will", on will, marked',
        'sample: Checking statement - SAMPLE.pdf, "Peachtree Community Bank: account statement", ' +
          'on Checking account, Peachtree Community Bank, marked',
      ],
      [
        'sample_ca: Statement of death - SAMPLE.pdf, "Statement of Death", on death_cert, marked',
        'sample_ca: Will summary - SAMPLE.pdf, "Summary of the Will", on will, marked',
        'sample_ca: Chequing statement - SAMPLE.pdf, "Lakeshore Credit Union: account statement", ' +
          'on Chequing account, Lakeshore Credit Union, marked',
      ],
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
