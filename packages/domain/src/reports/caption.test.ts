// The caption and verification of the court reports (issue 36): what a clerk reads, line by line.
import { describe, expect, it } from 'vitest';
import { estate } from '../test-kit.ts';
import { BLANK, courtCaption, verificationOf } from './caption.ts';

const day = (iso: string) => `[${iso}]`;

const ohio = () => {
  const f = estate();
  return {
    ...f,
    meta: {
      ...f.meta,
      state: 'OH',
      distributor: 'Jordan Doe',
      court_name: 'Probate Court of Franklin County',
      court_county: 'Franklin',
      case_no: '2026 EST 001234',
      fiduciary_addr: '12 Elm St.\n  Columbus, OH 43215\n',
      account_kind: 'partial' as const,
      account_no: 2,
    },
  };
};

describe('the court caption', () => {
  it('names the court, the estate, the county, the case, the fiduciary with their address, the account, the period', () => {
    expect(courtCaption(ohio(), { day, period: { start: '2026-01-10', end: '2026-06-30' } })).toEqual([
      'Court: Probate Court of Franklin County',
      'Estate of Pat Doe, deceased',
      'County of Franklin, OH',
      'Case no. 2026 EST 001234',
      'Personal representative: Jordan Doe, 12 Elm St., Columbus, OH 43215',
      'Partial account no. 2',
      'Period: [2026-01-10] to [2026-06-30]',
    ]);
  });

  it('the inventory has no account or period; what the estate does not say is a blank to fill in by hand', () => {
    const f = estate();
    expect(courtCaption({ ...f, meta: { ...f.meta, state: 'OH' } }, { day })).toEqual([
      `Court: ${BLANK}`,
      'Estate of Pat Doe, deceased',
      'OH',
      `Case no. ${BLANK}`,
      `Personal representative: ${BLANK}`,
    ]);
  });

  it('in Ontario: a court file number and an estate trustee; the residence county when no court county', () => {
    const f = estate({ country: 'ca' });
    const lines = courtCaption(
      {
        ...f,
        meta: { ...f.meta, state: 'ON', distributor: 'Sam Lee', account_kind: 'final' },
        dec: { ...f.dec, residence_addr_county: 'York' },
      },
      { day, period: { start: '2026-01-10', end: '2026-12-31' } },
    );
    expect(lines.slice(2)).toEqual([
      'County of York, ON',
      `Court file no. ${BLANK}`,
      'Estate trustee: Sam Lee',
      'Final account',
      'Period: [2026-01-10] to [2026-12-31]',
    ]);
  });
});

describe('the verification', () => {
  it('New York: the fiduciary declares the account true and complete, signs and dates it before a notary', () => {
    const v = verificationOf(ohio(), 'accounting', 'new_york');
    expect(v.heading).toBe('Verification');
    expect(v.paragraphs[0]).toMatch(
      /^I, Jordan Doe, am the personal representative of the estate\. I have read this account\./,
    );
    expect(v.paragraphs[1]).toMatch(/under oath or affirmation/);
    expect(v.lines).toEqual([
      { label: 'Signature of the personal representative', value: '' },
      { label: 'Printed name', value: 'Jordan Doe' },
      { label: 'Date', value: '' },
      { label: 'Sworn to or affirmed before me on (date)', value: '' },
      { label: 'Notary public', value: '' },
    ]);
  });

  it('Ontario: sworn before a commissioner; California: a declaration, no witness', () => {
    const ca = estate({ country: 'ca' });
    const on = verificationOf({ ...ca, meta: { ...ca.meta, state: 'ON' } }, 'accounting', 'ontario');
    expect(on.lines.at(-1)).toEqual({ label: 'Commissioner for taking affidavits', value: '' });
    expect(on.lines[0]?.label).toBe('Signature of the estate trustee');
    const cal = verificationOf(ohio(), 'inventory', 'california');
    expect(cal.lines.map((l) => l.label)).toEqual([
      'Signature of the personal representative',
      'Printed name',
      'Date',
    ]);
    expect(cal.paragraphs[0]).toMatch(/I have read this inventory\./);
    expect(cal.paragraphs[1]).toMatch(/penalty of perjury under California law/);
  });

  it('the inventory follows the estate state; a trust is signed by its trustee', () => {
    const f = ohio();
    const v = verificationOf({ ...f, meta: { ...f.meta, trust: true } }, 'inventory');
    expect(v.paragraphs[0]).toMatch(/^I, Jordan Doe, am the trustee of the trust\./);
    expect(v.lines.at(-1)?.label).toBe('Notary public, where your court asks for one');
  });
});
