// Spelling on pages outside an estate (home, the licence purchase page): by the browser's locale, as no estate's
// country applies there; inside an estate every text takes the estate's (useTerms().spell).
import { localeCountry, type Spelling, spelling } from '@probity/domain';

export const visitorSpelling = (): Spelling =>
  spelling(localeCountry(typeof navigator === 'undefined' ? null : navigator.language));
