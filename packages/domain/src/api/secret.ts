import { z } from 'zod';
import { ZEstateParams } from './estates.ts';

/**
 * Tax numbers (a decedent's or an heir's SSN / SIN, a trust's tax number) are stored encrypted; every read
 * answers them masked: each letter or digit but the last four replaced by this character, the punctuation
 * kept, so '123-45-6789' reads '•••-••-6789'. A save sending the mask back changes nothing.
 */
export const SECRET_MASK_CHAR = '•';
const SHOWN = 4;

export function maskSecret(plain: string): string {
  let keep = SHOWN;
  const out = [...plain];
  for (let i = out.length - 1; i >= 0; i--) {
    if (!/[\p{L}\p{N}]/u.test(out[i])) continue;
    if (keep > 0) keep--;
    else out[i] = SECRET_MASK_CHAR;
  }
  return out.join('');
}

/** True for a value that still holds masked characters: it cannot be a number someone typed. */
export const isMasked = (value: string): boolean => value.includes(SECRET_MASK_CHAR);

export const MSG_SECRET_MASKED =
  'The tax number is hidden (•••). Type the whole number again, or press Reveal first to edit it.';

/** GET /api/estate/{id}/secret?heir=N: one tax number in clear, for a user who may read the estate (audited). */
export const ZSecretParams = ZEstateParams;
export const ZSecretQuery = z.object({
  /** The heir whose number to reveal; absent = the decedent's (or the trust's). */
  heir: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1) // ids are PostgreSQL integers
    .optional(),
});
export const ZSecretAnswer = z.object({ ssn: z.string() });
export type SecretAnswer = z.infer<typeof ZSecretAnswer>;
