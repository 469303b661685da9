import { z } from 'zod';

/** GET /api/estate/{id}/audit: the estate's audit trail for its owner, newest first, 200 at a time. */
export const AUDIT_PAGE = 200;
export const ZAuditQuery = z.object({ before: z.coerce.number().int().positive().optional() });
export const ZAuditEntry = z.object({
  id: z.number().int(),
  /** save, create, ops, share_invite, share_accept, share_change, share_remove, owner_change, bank_link... */
  action: z.string(),
  revision: z.number().int().nullable(),
  at: z.string(),
  /** Who acted: empty for an account since deleted. */
  who: z.object({ name: z.string(), email: z.string() }),
  detail: z.unknown(),
});
export type AuditEntryOut = z.infer<typeof ZAuditEntry>;

/**
 * GET /api/estate/{id}/audit/verify (and `npm run verify -- --estate ID`): the trail's hash chain recomputed. Each
 * entry seals its own fields with the hash of the entry before it, so an entry changed, removed from the middle or
 * slipped in shows as the first broken link. (Removing the newest entries leaves a shorter chain that still holds.)
 */
export const ZAuditVerify = z.object({
  /** True when every entry's hash is its own and each links to the one before. */
  intact: z.boolean(),
  /** Entries checked, oldest first. */
  entries: z.number().int(),
  /** The newest entry's hash: write it down to prove later that nothing before it changed. */
  head: z.string().nullable(),
  /** The first entry that does not hold, and why; null when intact. */
  broken: z
    .object({
      id: z.number().int(),
      seq: z.number().int().nullable(),
      at: z.string(),
      /** changed: its fields no longer give its hash; unlinked: it does not follow the entry before it. */
      reason: z.enum(['changed', 'unlinked']),
    })
    .nullable(),
});
export type AuditVerify = z.infer<typeof ZAuditVerify>;
