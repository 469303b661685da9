/**
 * Words spelt differently in US and Canadian English, from one place: every text a user reads that holds one of
 * them takes it from here, by the estate's country (a page outside an estate, by the visitor's locale).
 * In Canadian English "licence" is the noun and "license" the verb; US English uses "license" for both, so only
 * the noun varies ("License this estate" reads right in both).
 */
import type { CountryCode } from './enums.ts';

export interface Spelling {
  licence: string;
  licences: string;
  Licence: string;
  Licences: string;
  /** "recognized" / "recognised" */
  recognized: string;
  /** "installment" / "instalment" */
  installment: string;
}

const US: Spelling = {
  licence: 'license',
  licences: 'licenses',
  Licence: 'License',
  Licences: 'Licenses',
  recognized: 'recognized',
  installment: 'installment',
};

const CA: Spelling = {
  licence: 'licence',
  licences: 'licences',
  Licence: 'Licence',
  Licences: 'Licences',
  recognized: 'recognised',
  installment: 'instalment',
};

/** Canadian spelling for a Canadian estate; US spelling for every other (the app's default). */
export const spelling = (country: CountryCode | string | null | undefined): Spelling =>
  String(country ?? '').toLowerCase() === 'ca' ? CA : US;

/** The country whose spelling a locale asks for ('en-CA', 'fr-CA' -> 'ca'; anything else -> 'us'). */
export const localeCountry = (locale: string | null | undefined): CountryCode =>
  /[-_]ca$/i.test(String(locale ?? '').trim()) ? 'ca' : 'us';

/** A count with its noun, the noun in the plural unless the count is one: "1 page", "41 pages". */
export const plural = (n: number, noun: string): string =>
  `${n.toLocaleString('en-US')} ${noun}${n === 1 ? '' : 's'}`;
