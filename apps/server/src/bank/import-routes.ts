import { currentLink, listItems } from '@probity/db';
import {
  MSG_SAMPLE_IMPORT,
  ZAssetParams,
  ZBankDownload,
  ZBankState,
  ZEstateParams,
  ZStatementImported,
  ZStatementUpload,
} from '@probity/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readAccess, writeAccess } from '../estate/index.ts';
import { okAnswers } from '../http/answers.ts';
import { ok } from '../http/http-error.ts';
import { linkOut } from './bank-link.ts';
import { importStatement } from './statement-import.ts';

/** A statement file of a few years of a busy account, as JSON text. */
const STATEMENT_BODY_LIMIT = 17 * 1024 * 1024;

/**
 * Statement files into an asset's downloads (docs/api.md: POST /connect/estate/{id}/csv/{assetId}, for OFX
 * and QFX too) and the rows waiting to be accepted. Accepting happens in the working copy and is saved like any
 * edit, so the save's rules cover it.
 */
export function importRoutes(root: FastifyInstance): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = root.ctx;

  app.post(
    '/connect/estate/:id/csv/:assetId',
    {
      bodyLimit: STATEMENT_BODY_LIMIT,
      schema: { params: ZAssetParams, body: ZStatementUpload, response: okAnswers(ZStatementImported) },
    },
    async (req) => {
      const { id, assetId } = req.params;
      await writeAccess(root.ctx, req, id, { sample: MSG_SAMPLE_IMPORT });
      return ok(await importStatement(root.ctx, id, assetId, req.body));
    },
  );

  app.get(
    '/api/estate/:id/bank',
    { schema: { params: ZEstateParams, response: okAnswers(ZBankState) } },
    async (req) => {
      const { id } = req.params;
      await readAccess(root.ctx, req, id);
      const [link, downloads] = await Promise.all([currentLink(db, id), listItems(db, 'bank_downloads', id)]);
      return ok({
        link: link ? linkOut(link) : null,
        provider: root.ctx.bank.name,
        downloads: downloads.filter((d) => d.action === 'new').map((d) => ZBankDownload.parse(d)),
      });
    },
  );
}
