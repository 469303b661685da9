import { describe, expect, it } from 'vitest';
import { localeCountry, spelling } from './spelling.ts';

describe('spelling by country', () => {
  it('spells the licence noun the US way for US estates and the Canadian way for Canadian ones', () => {
    expect([spelling('us').licence, spelling('us').Licences]).toEqual(['license', 'Licenses']);
    expect([spelling('ca').licence, spelling('ca').Licences]).toEqual(['licence', 'Licences']);
    expect([spelling('us').recognized, spelling('ca').recognized]).toEqual(['recognized', 'recognised']);
    expect([spelling('us').installment, spelling('ca').installment]).toEqual(['installment', 'instalment']);
  });
  it('falls back to US spelling for other and unknown countries', () => {
    expect(spelling('other').licences).toBe('licenses');
    expect(spelling(undefined).Licence).toBe('License');
    expect(spelling('CA').licence).toBe('licence');
  });
  it('reads the country from a locale', () => {
    expect(['en-CA', 'fr_CA', 'en-US', 'en', '', null].map(localeCountry)).toEqual([
      'ca',
      'ca',
      'us',
      'us',
      'us',
      'us',
    ]);
  });
});
