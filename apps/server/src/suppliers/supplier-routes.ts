import { findSupplier, type SupplierRow, searchSuppliers } from '@probity/db';
import { MSG_SIGN_IN, type Supplier, ZSupplier, ZSupplierFind, ZSupplierParams } from '@probity/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionUser } from '../auth/session.ts';
import { okAnswers } from '../http/answers.ts';
import { notFound, ok, unauthorized } from '../http/http-error.ts';

const out = (r: SupplierRow): Supplier => ({ ...r });

/**
 * The supplier directory (docs/api.md): GET /api/supplier/find?by=county (state, county, supplier_type),
 * GET /api/supplier/find/ (type, zip, keywords), GET /api/supplier/{id}. Signed-in users only.
 */
export function supplierRoutes(root: FastifyInstance): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = root;
  const signedIn = async (req: FastifyRequest) => {
    if (!(await sessionUser(ctx.auth, req))) throw unauthorized(MSG_SIGN_IN);
  };
  const find = async (req: FastifyRequest<{ Querystring: z.infer<typeof ZSupplierFind> }>) => {
    await signedIn(req);
    const q = req.query;
    const rows =
      q.by === 'county'
        ? await searchSuppliers(ctx.db, { state: q.state, county: q.county, type: q.supplier_type })
        : await searchSuppliers(ctx.db, { type: q.type, zip: q.zip, keywords: q.keywords });
    return ok(rows.map(out));
  };
  const schema = { querystring: ZSupplierFind, response: okAnswers(z.array(ZSupplier)) };
  app.get('/api/supplier/find', { schema }, find);
  app.get('/api/supplier/find/', { schema }, find);
  app.get(
    '/api/supplier/:id',
    { schema: { params: ZSupplierParams, response: okAnswers(ZSupplier) } },
    async (req) => {
      await signedIn(req);
      const row = await findSupplier(ctx.db, req.params.id);
      if (!row) throw notFound('No such supplier');
      return ok(out(row));
    },
  );
}
