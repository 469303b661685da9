import fs from 'node:fs';
import { deleteFiles, findFile } from '@probity/db';
import { MAX_FILE_BYTES, MSG_FILE_SIZE_MISMATCH, mimeOfKind, type SniffedKind } from '@probity/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { failAnswers, okAnswers } from '../http/answers.ts';
import { badRequest, fail, ok } from '../http/http-error.ts';
import { type DiskStorage, writeBlobCapped } from './disk-storage.ts';
import { settleUpload } from './settle-upload.ts';

const MSG_BAD_LINK = 'This link has expired or is not valid.';
const ZBlobParams = z.object({ estate: z.string().max(64), rand: z.string().max(64) });
const deny = (reply: FastifyReply) => reply.status(403).send(fail(403, MSG_BAD_LINK));

/**
 * The disk driver's signed URLs (what S3 serves itself): PUT /blob/{estate}/{rand} receives one upload's bytes,
 * GET hands one stored file out. No session: the signature opens exactly one blob for one method until it
 * expires. What is served goes out as an attachment, never read inline as a page.
 */
export function blobRoutes(root: FastifyInstance, store: DiskStorage): void {
  const { db } = root.ctx;
  root.register(async (blobs) => {
    // Bytes stream straight to disk: no parser reads them into memory.
    blobs.removeAllContentTypeParsers();
    blobs.addContentTypeParser('*', (_req, payload, done) => done(null, payload));

    const putSchema = { response: okAnswers(z.object({ blob_name: z.string() })) };
    blobs.put('/blob/:estate/:rand', { bodyLimit: MAX_FILE_BYTES, schema: putSchema }, async (req, reply) => {
      const { estate, rand } = ZBlobParams.parse(req.params);
      const blob = `${estate}/${rand}`;
      if (!store.verify(req.query as Record<string, string>, 'PUT', blob)) return deny(reply);
      const row = await findFile(db, blob);
      if (row?.status !== 'pending') return deny(reply);
      // At most the size asked for is written; more is refused like a lie about the size.
      const wrote = await writeBlobCapped(
        store.pathOf(blob),
        req.body as AsyncIterable<Uint8Array>,
        row.size,
      );
      if (!wrote.ok) {
        await deleteFiles(db, row.estate_id, [blob]);
        throw badRequest(MSG_FILE_SIZE_MISMATCH);
      }
      const settled = await settleUpload(db, store, row);
      if (settled.state === 'refused') throw badRequest(settled.msg);
      return ok({ blob_name: blob });
    });

    const getSchema = {
      response: { 200: z.string().describe('The file, as an attachment.'), ...failAnswers },
    };
    blobs.get('/blob/:estate/:rand', { schema: getSchema }, async (req, reply) => {
      const { estate, rand } = ZBlobParams.parse(req.params);
      const blob = `${estate}/${rand}`;
      const sig = store.verify(req.query as Record<string, string>, 'GET', blob);
      if (!sig) return deny(reply);
      const row = await findFile(db, blob);
      if (row?.status !== 'stored') return deny(reply);
      return reply
        .header('Content-Type', mimeOfKind(row.kind as SniffedKind))
        .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(sig.name)}`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(fs.createReadStream(store.pathOf(blob)));
    });
  });
}
