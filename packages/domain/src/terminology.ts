/** Wording by country (us / ca / other) and kind (estate / trust), from one place. */
import { ESTATE_CASHFLOW_ACCOUNT_NAME } from './constants.ts';
import type { CountryCode } from './enums.ts';

export interface Terms {
  taxId: string; // SSN / SIN / Tax ID
  region: string; // State / Province
  costBasis: string; // Cost Basis / ACB
  estate: string; // estate / trust
  Estate: string;
  executor: string; // executor / trustee
  Executor: string;
  decedentTab: string; // Trust for a trust, else the estate label or Decedent (workspace §2)
  decedentInfo: string; // Decedent / Trust Info
  executorTab: string; // Executor / Trustee
  death: string; // death / creation
  Death: string;
  dateOfDeath: string;
  valueAtDeath: string;
  /** One line each on the two values a new user sees side by side. */
  valuePreHelp: string;
  valueAtDeathHelp: string;
  cashflowAccount: string;
  currency: string;
}

/** `label`: the estate label, which titles the Decedent tab of an estate (workspace §2). */
export function terms(country: CountryCode | string, trust: boolean, label = ''): Terms {
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
    decedentTab: trust ? 'Trust' : label.trim() || 'Decedent',
    decedentInfo: trust ? 'Trust Info' : 'Decedent',
    executorTab: trust ? 'Trustee' : 'Executor',
    death,
    Death: cap(death),
    dateOfDeath: trust ? 'Date of Creation' : 'Date of Death',
    valueAtDeath: trust ? 'Value at Creation' : 'Value at Death',
    valuePreHelp: 'What it is worth today, while the owner is alive: for planning ahead.',
    valueAtDeathHelp: trust
      ? 'What it was worth when the trust was created.'
      : 'What it was worth on the date of death: the figure for the inventory, taxes and the heirs’ cost basis.',
    cashflowAccount: trust ? 'Trust Cashflow Account' : ESTATE_CASHFLOW_ACCOUNT_NAME,
    currency: ca ? 'CAD' : us ? 'USD' : '',
  };
}
