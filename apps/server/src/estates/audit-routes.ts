import { listAudit, verifyAuditChain } from '@probity/db';
import {
  AUDIT_PAGE,
  MSG_AUDIT_OWNER_ONLY,
  MSG_SAMPLE_AUDIT,
  ZAuditEntry,
  ZAuditQuery,
  ZAuditVerify,
  ZEstateParams,
} from '@probity/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ownerAccess } from '../estate/index.ts';
import { okAnswers } from '../http/answers.ts';
import { ok } from '../http/http-error.ts';

/** GET /api/estate/{id}/audit: who changed, shared, transferred or paid for the estate, and when; owner only. */
export function estateAuditRoutes(root: FastifyInstance): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const owner = (req: FastifyRequest, id: string) =>
    ownerAccess(root.ctx, req, id, { sample: MSG_SAMPLE_AUDIT, other: MSG_AUDIT_OWNER_ONLY });
  app.get(
    '/api/estate/:id/audit',
    {
      schema: { params: ZEstateParams, querystring: ZAuditQuery, response: okAnswers(z.array(ZAuditEntry)) },
    },
    async (req) => {
      await owner(req, req.params.id);
      const rows = await listAudit(root.ctx.db, req.params.id, AUDIT_PAGE, req.query.before);
      return ok(
        rows.map((r) => ({
          id: r.id,
          action: r.action,
          revision: r.revision,
          at: r.created_at.toISOString(),
          who: { name: r.user_name ?? '', email: r.user_email ?? '' },
          detail: r.detail ?? null,
        })),
      );
    },
  );

  // The trail's hash chain recomputed in the database (docs/api.md): the first broken link, if any.
  app.get(
    '/api/estate/:id/audit/verify',
    { schema: { params: ZEstateParams, response: okAnswers(ZAuditVerify) } },
    async (req) => {
      await owner(req, req.params.id);
      return ok(await verifyAuditChain(root.ctx.db, req.params.id));
    },
  );
}
