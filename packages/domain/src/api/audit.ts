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
