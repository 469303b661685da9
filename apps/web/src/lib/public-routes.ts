// Addresses of the public pages anyone can open (issue 19): the calculators and the state and province pages.
import { countryOfRegion } from '@probity/domain';

export type CalcKind = 'executor-fee' | 'probate-fee';

/** /Docs/Calculators/{kind}/{state}, with /ca in front for a province. */
export const calculatorPath = (kind: CalcKind, place: string) =>
  `${countryOfRegion(place) === 'ca' ? '/ca' : ''}/Docs/Calculators/${kind}/${place}`;

/** The page of a state or province: /state/us/OH.html, /state/ca/ON.html. */
export const statePagePath = (code: string) => `/state/${countryOfRegion(code) ?? 'us'}/${code}.html`;
