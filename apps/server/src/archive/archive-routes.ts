import { MSG_ARCHIVE_SAMPLE, MSG_ARCHIVE_VIEW_ONLY, ZArchiveImported, ZEstateParams } from '@probity/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/session.ts';
import { writeAccess } from '../estate/index.ts';
import { failAnswers, okAnswers } from '../http/answers.ts';
import { badRequest, ok } from '../http/http-error.ts';
import { exportArchive } from './export-archive.ts';
import { archiveBodyLimit, importArchive } from './import-archive.ts';

const archiveAnswer = {
  description: 'The estate archive (docs/archive-format.md), sent as an attachment (<label> <date>.probity).',
  content: { 'application/zip': { schema: z.string() } },
};

/**
 * The estate archive (issue 41). GET /api/estate/{id}/archive: the whole estate as one file, for the owner and
 * editors (an ended trial does not hold it back: the data is theirs). POST /api/estates/import: a new estate
 * owned by the caller from such a file, sent as the body (application/zip).
 */
export function archiveRoutes(root: FastifyInstance): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = root;

  const getSchema = { params: ZEstateParams, response: { 200: archiveAnswer, ...failAnswers } };
  app.get('/api/estate/:id/archive', { schema: getSchema }, async (req, reply) => {
    const { estate, user } = await writeAccess(ctx, req, req.params.id, {
      sample: MSG_ARCHIVE_SAMPLE,
      view: MSG_ARCHIVE_VIEW_ONLY,
      licence: false,
    });
    const { bytes, fileName } = await exportArchive(ctx, estate.id, user.id);
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`)
      .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length) as never);
  });

  root.register(async (scope) => {
    scope.addContentTypeParser(
      ['application/zip', 'application/octet-stream'],
      { parseAs: 'buffer', bodyLimit: archiveBodyLimit() },
      (_req, body, done) => done(null, body),
    );
    const importSchema = { response: okAnswers(ZArchiveImported) };
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post('/api/estates/import', { schema: importSchema, bodyLimit: archiveBodyLimit() }, async (req) => {
        const me = await requireUser(ctx.auth, req);
        if (!Buffer.isBuffer(req.body)) throw badRequest('Send the archive as the body (application/zip).');
        return ok(await importArchive(ctx, me.id, new Uint8Array(req.body)));
      });
  });
}
