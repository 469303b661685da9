import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { FileStoreConfig } from '../config.ts';
import { blobRoutes } from './blob-routes.ts';
import { diskStorage } from './disk-storage.ts';
import { fileRoutes } from './file-routes.ts';
import type { FileStorage } from './storage.ts';

/**
 * The file routes over the configured driver. Disk URLs are signed with a key derived from the auth secret (they
 * die with it) and served by the app itself; S3 serves its own presigned URLs.
 */
export async function registerFiles(
  app: FastifyInstance,
  o: { config: FileStoreConfig; authSecret: string },
): Promise<FileStorage> {
  const c = o.config;
  if (c.driver === 's3') {
    // Loaded only when used: the AWS SDK is large and warns about Node versions at import.
    const { s3Storage } = await import('./s3-storage.ts');
    const store = s3Storage(c);
    fileRoutes(app, store);
    return store;
  }
  const secret = crypto.createHmac('sha256', o.authSecret).update('probity-files').digest('base64url');
  // Relative URLs: the browser sends the bytes to the origin it is on, whatever proxy stands in front.
  const store = diskStorage({ root: c.dir, baseURL: '', secret });
  fileRoutes(app, store);
  blobRoutes(app, store);
  return store;
}
