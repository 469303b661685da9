import { ZEstateId, ZLoc } from '@probity/domain';
import { z } from 'zod';

/** /api/loc/ (workspace §7: create, list, update locations). The estate rides in the query (GET) or the body. */
export const ZLocListQuery = z.object({ estate_id: ZEstateId });

const revisioned = { revision: z.number().int().positive().optional(), force: z.boolean().default(false) };
const ZLocName = z.string().trim().min(1, 'A location needs a name.').max(500);

export const ZLocCreate = z.object({
  estate_id: ZEstateId,
  name: ZLocName,
  note: ZLoc.shape.note,
  ...revisioned,
});
export const ZLocUpdate = z.object({
  estate_id: ZEstateId,
  name: ZLocName.optional(),
  note: z.string().max(500).optional(),
  ...revisioned,
});
export const ZLocParams = z.object({ locId: z.coerce.number().int().positive() });

export const msgLocTaken = (name: string): string => `There is already a location named ${name}.`;
export const MSG_LOC_MISSING = 'That location no longer exists. Reload the estate and try again.';
