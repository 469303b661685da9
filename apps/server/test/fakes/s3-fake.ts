// A local S3 for the tests of the S3 driver: s3rver speaks the S3 HTTP API on loopback, with one bucket, so the real
// AWS SDK is the client. Started before the file's first test and closed after its last.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';
import type { FileStoreConfig } from '../../src/runtime/config.ts';

export function useS3Fake(bucket = 'probity-test'): { config: () => FileStoreConfig } {
  let s3: S3rver | undefined;
  let port = 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'probity-s3rver-'));
  beforeAll(async () => {
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: dir,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    port = ((await s3.run()) as { port: number }).port;
  });
  afterAll(async () => {
    await s3?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return {
    config: () => ({
      driver: 's3',
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    }),
  };
}
