import { MSG_NO_PERMISSION_THIS, MSG_SAMPLE_PAYMENT } from '@probity/domain';
import type { FastifyRequest } from 'fastify';
import { readAccess } from '../estate/index.ts';
import { forbidden } from '../http/http-error.ts';
import type { AppContext } from '../runtime/context.ts';

/**
 * Who may pay for an estate (a licence, storage, a service): its owner and editors, never the Sample estate, and
 * never held back by an ended trial (a licence is what ends that).
 */
export async function buyerAccess(ctx: AppContext, req: FastifyRequest, id: string) {
  const access = await readAccess(ctx, req, id);
  if (access.role === 'sample') throw forbidden(MSG_SAMPLE_PAYMENT);
  if (access.role === 'view' || !access.user) throw forbidden(MSG_NO_PERMISSION_THIS);
  return { estate: access.estate, user: access.user };
}
