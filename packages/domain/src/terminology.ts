/** Wording by country (us / ca / other) and kind (estate / trust), from one place. */
import { ESTATE_CASHFLOW_ACCOUNT_NAME } from './constants.ts';
import type { CountryCode } from './enums.ts';
import { type Spelling, spelling } from './spelling.ts';

export interface Terms {
  taxId: string; // SSN / SIN / Tax ID
  region: string; // State / Province
  costBasis: string; // Cost Basis / ACB
  estate: string; // estate / trust
  Estate: string;
  executor: string; // executor / trustee
  Executor: string;
  decedentTab: string; // Trust for a trust, else Decedent (issue 36: the label no longer renames it)
  decedentInfo: string; // Decedent / Trust Info
  executorTab: string; // Executor / Trustee
  death: string; // death / creation
  Death: string;
  dateOfDeath: string;
  valueAtDeath: string;
  /** One line each on the two values a new user sees side by side; the pre-death one speaks of a living owner
   *  only while the death is awaited. */
  valuePreHelp: string;
  valueAtDeathHelp: string;
  cashflowAccount: string;
  currency: string;
  /** Words spelt the US or the Canadian way (licence / license...). */
  spell: Spelling;
}

/**
 * `awaitingDeath`: no death date yet and not a trust (an owner planning ahead), the only time texts may speak of
 * the owner as alive. The Decedent tab keeps its name rather than the estate label (issue 36): a label such as
 * "Mom's estate" read as a tab of its own.
 */
export function terms(country: CountryCode | string, trust: boolean, awaitingDeath = false): Terms {
  const ca = country === 'ca';
  const us = country === 'us';
  const estate = trust ? 'trust' : 'estate';
  const executor = trust ? 'trustee' : 'executor';
  const death = trust ? 'creation' : 'death';
  const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
  return {
    taxId: ca ? 'SIN' : us ? 'SSN' : 'Tax ID',
    region: ca ? 'Province' : 'State',
    costBasis: ca ? 'ACB' : 'Cost Basis',
    estate,
    Estate: cap(estate),
    executor,
    Executor: cap(executor),
    decedentTab: trust ? 'Trust' : 'Decedent',
    decedentInfo: trust ? 'Trust Info' : 'Decedent',
    executorTab: trust ? 'Trustee' : 'Executor',
    death,
    Death: cap(death),
    dateOfDeath: trust ? 'Date of Creation' : 'Date of Death',
    valueAtDeath: trust ? 'Value at Creation' : 'Value at Death',
    valuePreHelp: awaitingDeath
      ? 'What it is worth today, while the owner is alive: for planning ahead.'
      : trust
        ? 'What it was worth before the trust was created, if that was entered.'
        : 'What it was worth before the death, as entered while planning ahead.',
    valueAtDeathHelp: trust
      ? 'What it was worth when the trust was created.'
      : 'What it was worth on the date of death: the figure for the inventory, taxes and the heirs’ cost basis.',
    cashflowAccount: trust ? 'Trust Cashflow Account' : ESTATE_CASHFLOW_ACCOUNT_NAME,
    currency: ca ? 'CAD' : us ? 'USD' : '',
    spell: spelling(country),
  };
}

/** The label a new estate is offered on its first Save: "Estate of {name}", a trust's own name; '' without one. */
export function defaultEstateLabel(name: string, trust: boolean): string {
  const n = name.trim().replace(/\s+/g, ' ');
  if (!n) return '';
  return trust ? n : `Estate of ${n}`;
}
