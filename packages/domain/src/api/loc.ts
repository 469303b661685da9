import { z } from 'zod';
import { ZLoc } from '../entities/people.ts';
import { ZEstateId, ZRevisioned } from './estates.ts';
import { MSG_LOC_NAME_REQUIRED } from './messages.ts';

/** /api/loc/ (create, list, update locations; docs/api.md). The estate rides in the query (GET) or the body. */
export const ZLocListQuery = z.object({ estate_id: ZEstateId });

const ZLocName = z.string().trim().min(1, MSG_LOC_NAME_REQUIRED).max(500);

/** POST /api/loc/: a new location, a save of its own. */
export const ZLocCreate = z.object({
  estate_id: ZEstateId,
  name: ZLocName,
  note: ZLoc.shape.note,
  ...ZRevisioned.shape,
});
export type LocCreate = z.input<typeof ZLocCreate>;

/** PUT /api/loc/{locId}: a rename carries the new name to every item that used the old one. */
export const ZLocUpdate = z.object({
  estate_id: ZEstateId,
  name: ZLocName.optional(),
  note: z.string().max(500).optional(),
  ...ZRevisioned.shape,
});
export type LocUpdate = z.input<typeof ZLocUpdate>;
export const ZLocParams = z.object({ locId: z.coerce.number().int().positive() });

/** Answer of POST and PUT: the location as stored and the estate's new revision. */
export const ZLocSaved = ZLoc.extend({ revision: z.number().int() });
export type LocSaved = z.infer<typeof ZLocSaved>;

/** GET /pkg/counties.dat: county names by country code (US, CA), then state or province code. */
export const ZCounties = z.record(z.string(), z.record(z.string(), z.array(z.string())));
export type Counties = z.infer<typeof ZCounties>;
