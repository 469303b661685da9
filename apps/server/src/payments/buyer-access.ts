import { MSG_SAMPLE_PAYMENT } from '@probity/domain';
import type { FastifyRequest } from 'fastify';
import { writeAccess } from '../estate/index.ts';
import type { AppContext } from '../runtime/context.ts';

/**
 * Who may pay for an estate (a licence, storage, a service): its owner and editors, never the Sample estate, and
 * never held back by an ended trial (a licence is what ends that).
 */
export const buyerAccess = (ctx: AppContext, req: FastifyRequest, id: string) =>
  writeAccess(ctx, req, id, { sample: MSG_SAMPLE_PAYMENT, licence: false });
