import { describe, expect, it } from 'vitest';
import { ZContact } from '../entities/people.ts';
import { ZWorkingCopy } from '../entities/working-copy.ts';
import { sampleEstates } from '../samples/sample-estates.ts';
import { defaultNoticeKind, draftNotice, enclosureLabels, maskAccount, type NoticeSender } from './draft.ts';
import { noticeKind, noticeKindsFor } from './registry.ts';

const TODAY = '2026-11-29';
const [us, ca] = sampleEstates(TODAY).map(({ body }) =>
  ZWorkingCopy.parse({ ...body, meta: { ...body.meta, death_date: body.dec.death_date }, locs: [] }),
);
if (!us || !ca) throw new Error('two Sample estates expected');
const sender: NoticeSender = {
  name: 'Margaret Whitfield',
  address: '9 Orchard Row, Macon, GA 31201',
  phone: '478-555-0199',
  email: 'margaret@example.com',
};
const savings = (f: typeof us) => f.assets.find((a) => a.name.startsWith('Savings account'));

describe('maskAccount', () => {
  it('keeps only the last four letters or digits', () => {
    expect(maskAccount('0012-3456-7890')).toBe('ending in 7890');
    expect(maskAccount('xxxx-4821')).toBe('ending in 4821');
    expect(maskAccount('AB12')).toBe('ending in AB12');
    expect(maskAccount('  ')).toBe('');
  });
});

describe('draftNotice', () => {
  it('drafts the bank notice of the US Sample word for word', () => {
    const asset = savings(us);
    const letter = draftNotice(us, {
      kind: 'bank',
      target: { part: 'assets', id: asset?.id ?? 0 },
      sender,
      today: TODAY,
      authorityDate: '2026-10-02',
    });
    const death = us.meta.death_date ?? '';
    const [y, m, d] = death.split('-').map(Number);
    const deathText = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1)).toLocaleDateString('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(letter).toEqual({
      kind: 'bank',
      date: 'November 29, 2026',
      to: ['Savings account, Peachtree Community Bank'],
      from: ['Margaret Whitfield', '9 Orchard Row, Macon, GA 31201'],
      subject: `Estate of Eleanor May Whitfield, deceased ${deathText}: account ending in 4821`,
      salutation: 'Dear Sir or Madam,',
      body: [
        `I write to tell you that Eleanor May Whitfield (born March 14, 1941) died on ${deathText}. Your records hold Savings account, Peachtree Community Bank, account ending in 4821 in the decedent’s name.`,
        'I was appointed to act for the estate: the court issued letters of appointment on October 2, 2026.',
        'I ask you to hold the account so that nothing is paid out of it except on my written instructions.',
        'Please write to me at the address above, or reach me by telephone at 478-555-0199 or by email at margaret@example.com, and tell me if you need anything more.',
      ],
      closing: ['Sincerely,', 'Margaret Whitfield', 'Executor'],
      enclosures: [
        'A certified copy of the death certificate',
        'A certified copy of my letters of appointment',
        'A copy of my government-issued photo identification',
      ],
    });
  });

  it('drafts every kind for both Sample estates with the estate’s facts and no full number', () => {
    for (const f of [us, ca]) {
      const kinds = noticeKindsFor(f.meta.country_code, f.meta.state);
      expect(kinds.length).toBeGreaterThan(10);
      for (const kind of kinds) {
        for (const ask of kind.asks) {
          const letter = draftNotice(f, {
            kind: kind.id,
            ask,
            target: { part: 'estate', id: null },
            sender,
            today: TODAY,
          });
          const text = [letter.subject, ...letter.body].join('\n');
          expect(text, kind.id).toContain(f.dec.name);
          expect(letter.enclosures.length, kind.id).toBe(kind.enclosures.length);
          expect(letter.to, kind.id).toEqual([kind.name]);
          // the agencies that file by tax number see its tail only
          if (kind.contents.includes('tax_number')) expect(text).toMatch(/(number|Number) ending in 0+\b/);
          expect(text).not.toMatch(/000-00-0000|000 000 000/);
        }
      }
    }
  });

  it('writes a Canadian notice with a certificate of appointment and the SIN’s last three digits', () => {
    const letter = draftNotice(ca, {
      kind: 'cra',
      target: { part: 'estate', id: null },
      sender,
      today: TODAY,
    });
    expect(letter.body[0]).toContain(
      'Gordon Alastair MacLeod (born November 2, 1939; Social Insurance Number ending in 000)',
    );
    expect(letter.body[1]).toBe(
      'I was appointed to act for the estate: the court issued a certificate of appointment.',
    );
    expect(letter.enclosures[1]).toMatch(/^A notarial copy of the certificate of appointment/);
  });

  it('addresses a contact by its name and address, and refuses an unknown kind', () => {
    const f = {
      ...us,
      contacts: [
        {
          ...ZContact.parse({ id: 77 }),
          name: 'Peachtree Community Bank',
          street: '200 Cherry St',
          city: 'Macon',
          state: 'GA',
          postal: '31201',
        },
      ],
    };
    const letter = draftNotice(f, {
      kind: 'bank',
      target: { part: 'contacts', id: 77 },
      sender,
      today: TODAY,
    });
    expect(letter.to).toEqual(['Peachtree Community Bank', '200 Cherry St', 'Macon GA 31201']);
    expect(() =>
      draftNotice(f, { kind: 'nope', target: { part: 'estate', id: null }, sender, today: TODAY }),
    ).toThrow(/unknown notice kind/);
  });

  it('proposes the kind an item goes to', () => {
    expect(defaultNoticeKind(us, { part: 'assets', id: savings(us)?.id ?? 0 })).toBe('bank');
    const card = us.debts.find((d) => d.name === 'Credit card balance');
    expect(defaultNoticeKind(us, { part: 'debts', id: card?.id ?? 0 })).toBe('card_issuer');
    expect(defaultNoticeKind(us, { part: 'assets', id: 9999 })).toBeUndefined();
  });
});

describe('enclosureLabels', () => {
  const bank = noticeKind('bank');
  it('names the paper of authority each place issues', () => {
    if (!bank) throw new Error('no bank kind');
    expect(enclosureLabels(bank, 'us')).toContain('A certified copy of my letters of appointment');
    expect(enclosureLabels(bank, 'ca', 'ON')).toContain('A notarial copy of the certificate of appointment');
    // Quebec: a notarial will needs no probate; another will is probated by the court or a notary (C.c.Q. 772)
    expect(enclosureLabels(bank, 'ca', 'QC')).toContain(
      'Proof of my role as liquidator: a copy of the notarial will, or of the will probated by the court or a notary',
    );
    expect(enclosureLabels(bank, 'ca', 'ON').join(' ')).not.toMatch(/Quebec|liquidator/);
  });
});
