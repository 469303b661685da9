import {
  MSG_FILE_VIEW_ONLY,
  MSG_SAMPLE_NO_FILES,
  ZEstateParams,
  ZFileAsk,
  ZFileDeleted,
  ZFileHeirsIn,
  ZFileHeirsOut,
  ZFileList,
  ZFileQuery,
  ZFileSlot,
  ZFileUrl,
  ZHeirFiles,
  ZHeirFilesQuery,
} from '@probity/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { heirsReadAccess, readAccess, writeAccess } from '../estate/index.ts';
import { okAnswers } from '../http/answers.ts';
import { ok } from '../http/http-error.ts';
import type { FileStorage } from '../runtime/ports.ts';
import { readHeirFiles, shareWithHeirs } from './heir-files.ts';
import { readFiles, removeFiles } from './read-files.ts';
import { askUploadSlot, giveBackSlot } from './upload-slot.ts';

/**
 * The file protocol (docs/api.md, Files) over either storage driver: POST asks for an upload slot (or gives
 * one back with ?undo=true), the browser PUTs the bytes to the slot's URL, GET lists files or hands out a
 * download URL, DELETE removes files at once. Bytes count as stored only once checked (settle-upload.ts).
 */
export function fileRoutes(root: FastifyInstance, store: FileStorage): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  /** Who may change files: the estate's owner and editors (the Sample estate and view-only users get their own words). */
  const fileWriter = (req: FastifyRequest, id: string) =>
    writeAccess(root.ctx, req, id, { sample: MSG_SAMPLE_NO_FILES, view: MSG_FILE_VIEW_ONLY });

  app.post(
    '/api/estate/:id/file',
    {
      schema: {
        params: ZEstateParams,
        querystring: ZFileQuery,
        body: ZFileAsk,
        response: okAnswers(z.union([ZFileSlot, z.object({ blob_name: z.string() })])),
      },
    },
    async (req) => {
      const { estate } = await fileWriter(req, req.params.id);
      if (!req.query.undo) return ok(await askUploadSlot(root.ctx, store, estate, req.body));
      const blob_name = req.query.blob_name ?? '';
      await giveBackSlot(root.ctx, store, estate.id, blob_name);
      return ok({ blob_name });
    },
  );

  app.get(
    '/api/estate/:id/file',
    {
      schema: {
        params: ZEstateParams,
        querystring: ZFileQuery,
        response: okAnswers(z.union([ZFileUrl, ZFileList])),
      },
    },
    async (req) =>
      ok(await readFiles(root.ctx, store, await readAccess(root.ctx, req, req.params.id), req.query)),
  );

  app.delete(
    '/api/estate/:id/file',
    { schema: { params: ZEstateParams, querystring: ZFileQuery, response: okAnswers(ZFileDeleted) } },
    async (req) => {
      const { estate } = await fileWriter(req, req.params.id);
      return ok(await removeFiles(root.ctx, store, estate.id, req.query));
    },
  );

  app.put(
    '/api/estate/:id/file',
    { schema: { params: ZEstateParams, body: ZFileHeirsIn, response: okAnswers(ZFileHeirsOut) } },
    async (req) => {
      const { estate, user } = await fileWriter(req, req.params.id);
      return ok(await shareWithHeirs(root.ctx, estate, user, req.body.blob_names, req.body.heirs));
    },
  );

  // the heirs' side: what the executor shares with them, for the beneficiaries and whoever reads the estate
  app.get(
    '/api/estate/:id/heir-files',
    {
      schema: {
        params: ZEstateParams,
        querystring: ZHeirFilesQuery,
        response: okAnswers(z.union([ZFileUrl, ZHeirFiles])),
      },
    },
    async (req) => {
      const { estate } = await heirsReadAccess(root.ctx, req, req.params.id);
      return ok(await readHeirFiles(root.ctx, store, estate.id, req.query.blob_name));
    },
  );
}
