import { describe, expect, it } from 'vitest';
import { TASK_CATALOGUE } from '../tasks/catalogue/index.ts';
import { TASK_ID } from '../tasks/ids.ts';
import { DEFAULT_FOLLOW_UP_DAYS, NOTICE_KINDS, noticeKindsFor, noticeKindsForTask } from './registry.ts';
import { ENCLOSURES, NOTICE_ASKS, NOTICE_CONTENTS, NOTICE_METHODS } from './registry-types.ts';

// The registry is open data: each kind must say where its facts come from, in a source a reader can check
// (government agencies, regulators and statutes), and hold only values the drafting and the tracker know.
const OFFICIAL = [
  /\.gov$/,
  /\.gc\.ca$/,
  /^www\.canada\.ca$/,
  /\.ontario\.ca$/,
  /^www\.ontario\.ca$/,
  /\.gouv\.qc\.ca$/,
  /^www\.quebec\.ca$/,
  /^www\.law\.cornell\.edu$/,
  /^laws-lois\.justice\.gc\.ca$/,
  /^content\.naic\.org$/,
  /\.gov\.bc\.ca$/,
  /^lautorite\.qc\.ca$/,
  // the credit bureaus' own instructions for reporting a death
  /^www\.equifax\.com$/,
  /^www\.consumer\.equifax\.ca$/,
];

describe('the notices registry', () => {
  it('holds each kind the issue names, once', () => {
    const ids = NOTICE_KINDS.map((k) => k.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(
      expect.arrayContaining([
        'bank',
        'brokerage',
        'insurer',
        'pension',
        'card_issuer',
        'utility',
        'landlord',
        'employer',
        'ssa',
        'irs',
        'credit_bureau',
        'dmv',
        'va',
        'service_canada',
        'cra',
        'retraite_quebec',
        'provincial_health',
        'vehicle_registry',
      ]),
    );
  });

  it('gives every kind an official source, in the form the checklist’s sources take', () => {
    for (const k of NOTICE_KINDS) {
      expect(k.sources.length, k.id).toBeGreaterThan(0);
      for (const s of [...k.sources, ...(k.answerSource ? [k.answerSource] : [])]) {
        expect(s.label.trim().length, `${k.id}: label`).toBeGreaterThan(5);
        expect(s.url, k.id).toMatch(/^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(\/[^\s"'<>]*)?$/i);
        const host = new URL(s.url).hostname;
        expect(
          OFFICIAL.some((re) => re.test(host)),
          `${k.id}: ${host} is not an agency, regulator or statute`,
        ).toBe(true);
      }
    }
  });

  it('uses only the asks, contents, papers and methods the drafting knows, and sensible follow-ups', () => {
    for (const k of NOTICE_KINDS) {
      expect(k.asks.length, k.id).toBeGreaterThan(0);
      for (const a of k.asks) expect(NOTICE_ASKS).toContain(a);
      for (const c of k.contents) expect(NOTICE_CONTENTS).toContain(c);
      for (const e of k.enclosures) expect(ENCLOSURES).toContain(e);
      expect(k.methods.length, k.id).toBeGreaterThan(0);
      for (const m of k.methods) expect(NOTICE_METHODS).toContain(m);
      expect(k.followUpDays, k.id).toBeGreaterThanOrEqual(7);
      expect(k.followUpDays, k.id).toBeLessThanOrEqual(120);
      expect(k.guidance.length, k.id).toBeGreaterThan(40);
      expect(k.contents, k.id).toEqual(expect.arrayContaining(['decedent', 'executor']));
    }
  });

  it('completes only tasks the checklist holds', () => {
    const ids = new Set(TASK_CATALOGUE.map((t) => t.id));
    for (const k of NOTICE_KINDS)
      for (const t of k.tasks) expect(ids.has(t), `${k.id}: task ${t}`).toBe(true);
  });

  it('offers each country its own agencies, and Retraite Québec only in Quebec', () => {
    const ids = (country: string, province: string) => noticeKindsFor(country, province).map((k) => k.id);
    expect(ids('us', 'GA')).toEqual(
      expect.arrayContaining(['ssa', 'irs', 'credit_bureau', 'dmv', 'va', 'bank']),
    );
    expect(ids('us', 'GA')).not.toContain('cra');
    expect(ids('ca', 'ON')).toEqual(
      expect.arrayContaining(['service_canada', 'cra', 'provincial_health', 'vehicle_registry', 'bank']),
    );
    expect(ids('ca', 'ON')).not.toContain('retraite_quebec');
    expect(ids('ca', 'ON')).not.toContain('ssa');
    expect(ids('ca', 'QC')).toContain('retraite_quebec');
    expect(DEFAULT_FOLLOW_UP_DAYS).toBe(30);
    // a task links to the kinds that complete it, in the estate's own country
    expect(noticeKindsForTask(TASK_ID.notifySocialSecurity, 'us', 'GA').map((k) => k.id)).toEqual(['ssa']);
    expect(noticeKindsForTask(TASK_ID.notifyServiceCanada, 'ca', 'QC').map((k) => k.id)).toEqual([
      'service_canada',
      'retraite_quebec',
    ]);
    expect(noticeKindsForTask(TASK_ID.notifyServiceCanada, 'ca', 'ON').map((k) => k.id)).toEqual([
      'service_canada',
    ]);
  });
});
