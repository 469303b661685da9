// Its own module, apart from the contact operations: the sign-up form of the home page checks emails too, and
// the page's first script should not carry the contact schemas (and zod) with it.
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An address of the form name@domain.tld, spaces around it ignored. */
export const isValidEmail = (s: string): boolean => EMAIL_RE.test(s.trim());
