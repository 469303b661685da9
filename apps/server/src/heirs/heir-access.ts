import type { EstateRow } from '@probity/db';
import { MSG_ESTATE_MISSING, MSG_HEIR_VIEW_WHICH } from '@probity/domain';
import type { FastifyRequest } from 'fastify';
import { heirsReadAccess } from '../estate/index.ts';
import { badRequest, notFound } from '../http/http-error.ts';
import type { AppContext } from '../runtime/context.ts';

/**
 * Who may see an heir's side of the estate, and as which heir: a beneficiary (access 3) as their own heir only;
 * whoever may read the estate (its owner, editors and viewers, anyone for a Sample) as the heir they name, a
 * preview of what that heir sees. Every other route answers a beneficiary as a stranger (readAccess: 404).
 */
export async function heirAccess(
  ctx: AppContext,
  req: FastifyRequest,
  id: string,
  heir: number | undefined,
): Promise<{ estate: EstateRow; heirId: number }> {
  const reader = await heirsReadAccess(ctx, req, id);
  if (reader.heirId !== null) {
    // another heir's id answers as an estate they cannot see
    if (heir !== undefined && heir !== reader.heirId) throw notFound(MSG_ESTATE_MISSING);
    return { estate: reader.estate, heirId: reader.heirId };
  }
  if (heir === undefined) throw badRequest(MSG_HEIR_VIEW_WHICH);
  return { estate: reader.estate, heirId: heir };
}
