import { type Db, listItems, storedItems } from '@probity/db';
import {
  type Loc,
  MSG_LOC_MISSING,
  ZLoc,
  ZLocCreate,
  ZLocListQuery,
  ZLocParams,
  ZLocSaved,
  ZLocUpdate,
} from '@probity/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readAccess, saveEstate, writeAccess } from '../estate/index.ts';
import { okAnswers } from '../http/answers.ts';
import { notFound, ok } from '../http/http-error.ts';

type Row = Record<string, unknown> & { id: number };
const listLocs = async (db: Db, estateId: string) =>
  (await listItems(db, 'locs', estateId)) as unknown as Loc[];
/** Parts whose items name a location (loc_name). */
const USERS = ['assets', 'debts', 'heirs'] as const;

/**
 * Locations: named places shared by assets, debts and heirs. Each write is a save of the estate (same revision
 * rule, same permissions); a rename carries the new name to every item that used the old one, atomically.
 */
export function locRoutes(root: FastifyInstance): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = root;

  const savedAnswer = okAnswers(ZLocSaved);

  app.get(
    '/api/loc/',
    { schema: { querystring: ZLocListQuery, response: okAnswers(z.array(ZLoc)) } },
    async (req) => {
      const { estate } = await readAccess(ctx, req, req.query.estate_id);
      return ok((await storedItems(ctx.db, 'locs', estate.id)) as unknown as Loc[]);
    },
  );

  app.post('/api/loc/', { schema: { body: ZLocCreate, response: savedAnswer } }, async (req) => {
    const { estate_id, name, note, revision, force } = req.body;
    const { estate, user } = await writeAccess(ctx, req, estate_id);
    // A name already taken is refused inside the save's transaction (addLoc), so racing calls store one.
    const saved = await saveEstate(ctx, {
      estateId: estate.id,
      userId: user?.id ?? '',
      revision,
      force,
      parts: { locs: { add: [{ id: -1, name, note }], mod: [], del: [] } },
      action: 'locs',
    });
    return ok({ id: saved.ids['-1'] as number, name, note, revision: saved.revision });
  });

  app.put(
    '/api/loc/:locId',
    { schema: { params: ZLocParams, body: ZLocUpdate, response: savedAnswer } },
    async (req) => {
      const { estate_id, name, note, revision, force } = req.body;
      const { estate, user } = await writeAccess(ctx, req, estate_id);
      const locs = await listLocs(ctx.db, estate.id);
      const old = locs.find((l) => l.id === req.params.locId);
      if (!old) throw notFound(MSG_LOC_MISSING);
      const parts: Record<string, { add: []; mod: Row[]; del: [] }> = {
        locs: {
          add: [],
          mod: [
            { id: old.id, ...(name === undefined ? {} : { name }), ...(note === undefined ? {} : { note }) },
          ],
          del: [],
        },
      };
      if (name !== undefined && name !== old.name) {
        for (const part of USERS) {
          const items = (await listItems(ctx.db, part, estate.id)) as Row[];
          const mod = items.filter((i) => i.loc_name === old.name).map((i) => ({ id: i.id, loc_name: name }));
          if (mod.length) parts[part] = { add: [], mod, del: [] };
        }
      }
      const saved = await saveEstate(ctx, {
        estateId: estate.id,
        userId: user?.id ?? '',
        revision,
        force,
        parts,
        action: 'locs',
      });
      return ok({ id: old.id, name: name ?? old.name, note: note ?? old.note, revision: saved.revision });
    },
  );
}
