import crypto from 'node:crypto';
import type { FileStoreConfig } from '../runtime/config.ts';
import type { FileStorage } from '../runtime/ports.ts';
import { type DiskStorage, diskStorage } from './disk-storage.ts';

/**
 * The configured storage driver. Disk URLs are relative (the browser sends bytes to the origin it is on, whatever
 * proxy stands in front) and signed with a key derived from the auth secret, so they die with it; S3 presigns its own.
 */
export async function createFileStorage(
  config: FileStoreConfig,
  authSecret: string,
): Promise<FileStorage | DiskStorage> {
  if (config.driver === 's3') {
    // Loaded only when used: the AWS SDK is large and warns about Node versions at import.
    const { s3Storage } = await import('./s3-storage.ts');
    return s3Storage(config);
  }
  const secret = crypto.createHmac('sha256', authSecret).update('probity-files').digest('base64url');
  return diskStorage({ root: config.dir, baseURL: '', secret });
}

/** Origins the browser sends file bytes to besides the app's own (the page's CSP connect-src). */
export function storageOrigins(c: FileStoreConfig): string[] {
  if (c.driver !== 's3') return [];
  if (!c.endpoint) return [`https://${c.bucket}.s3.${c.region}.amazonaws.com`];
  const u = new URL(c.endpoint);
  return [c.forcePathStyle ? u.origin : `${u.protocol}//${c.bucket}.${u.host}`];
}

/** The disk driver, whose signed URLs the app serves itself (blob-routes.ts). */
export const isDiskStorage = (s: FileStorage): s is DiskStorage => s.kind === 'disk';
