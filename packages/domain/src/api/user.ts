import { z } from 'zod';

export const ZUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** Bit flags of the hints the user dismissed for good. */
  hints: z.number().int(),
  autosave: z.boolean().nullable(),
  wiz_off: z.boolean(),
  authorized: z.boolean(),
  /** Estate ids, most recently opened first. */
  estates_recent: z.array(z.string()),
  /** Two-factor authentication (TOTP) is on. */
  two_factor: z.boolean(),
  /** Everyone invited to this user's estates must have a second factor (apps/server auth/second-factor.ts). */
  require_second_factor: z.boolean(),
});
export type User = z.infer<typeof ZUser>;

export const ZUserPrefsBody = z
  .object({
    wiz_off: z.boolean().optional(),
    require_second_factor: z.boolean().optional(),
    hints: z
      .number()
      .int()
      .min(0)
      .max(2 ** 31 - 1)
      .optional(),
  })
  .strict();
export type UserPrefsBody = z.infer<typeof ZUserPrefsBody>;

export const ZAutosaveQuery = z.object({ cmd: z.literal('autosave') });
export const ZAutosaveBody = z.object({ autosave: z.boolean().nullable() }).strict();
export type AutosaveBody = z.infer<typeof ZAutosaveBody>;

/** DELETE /api/user: with an estate id deletes that estate, without one the account. */
export const ZDeleteUserBody = z
  .object({ password: z.string().min(1).max(200), estate_id: z.string().min(1).max(64).optional() })
  .strict();
export type DeleteUserBody = z.infer<typeof ZDeleteUserBody>;

/** What DELETE /api/user deleted. */
export const ZUserDeleted = z.object({ deleted: z.enum(['estate', 'account']) });
export type UserDeleted = z.infer<typeof ZUserDeleted>;
