// Apart from the account schemas (auth.ts) so that the sign-up form of the home page shows them without zod.

/** Account rules the server enforces (better-auth's limits and ours) and the sign-up form shows. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const ACCOUNT_NAME_MAX = 200;
