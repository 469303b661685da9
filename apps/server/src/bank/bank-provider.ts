// The bank's refusals as the API answers them; the BankProvider port (Plaid, or the local practice bank) is in
// runtime/ports.ts.

/** The API's bank codes (docs/api.md, Bank import): 420 sign in to the bank again, 430 no bank, 435 culled (relink). */
export type BankCode = 420 | 430 | 435;
export class BankError extends Error {
  constructor(
    readonly code: BankCode,
    msg: string,
  ) {
    super(msg);
  }
}
