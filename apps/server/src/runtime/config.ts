import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { newDataKeyText, repoRoot } from '@probity/db';

/** The auth secret: BETTER_AUTH_SECRET, else one generated once and kept in DATA_DIR (0600). */
export function authSecret(env = process.env): string {
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;
  const dir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data'));
  const file = path.join(dir, 'auth-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dir, { recursive: true });
  const secret = crypto.randomBytes(32).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * The keys sealing tax numbers at rest: PROBITY_DATA_KEY (seals and opens) plus PROBITY_DATA_KEYS_OLD (a comma
 * list that only opens, during a rotation; docs/operations.md). Without PROBITY_DATA_KEY, one generated once
 * and kept in DATA_DIR/data-key (0600), like the auth secret.
 */
export function dataKeyTexts(env = process.env): string[] {
  const old = (env.PROBITY_DATA_KEYS_OLD ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (env.PROBITY_DATA_KEY) return [env.PROBITY_DATA_KEY, ...old];
  const dir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data'));
  const file = path.join(dir, 'data-key');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(file, newDataKeyText(), { mode: 0o600, flag: 'wx' });
  }
  return [fs.readFileSync(file, 'utf8').trim(), ...old];
}

export const port = (env = process.env): number => Number(env.PORT ?? 3000);
export const host = (env = process.env): string => env.HOST ?? 'localhost';
export const baseURL = (env = process.env): string => env.BASE_URL ?? `http://localhost:${port(env)}`;
export const trustedOrigins = (env = process.env): string[] =>
  (env.TRUSTED_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Where file bytes go: S3-compatible storage when S3_BUCKET is set, else DATA_DIR/files (docs/operations.md). */
export type FileStoreConfig =
  | { driver: 'disk'; dir: string }
  | {
      driver: 's3';
      bucket: string;
      endpoint?: string;
      region: string;
      accessKeyId?: string;
      secretAccessKey?: string;
      /** Bucket in the path (MinIO, most self-hosted servers) rather than in the host name. */
      forcePathStyle: boolean;
    };

export function fileStoreConfig(env = process.env): FileStoreConfig {
  if (env.S3_BUCKET) {
    return {
      driver: 's3',
      bucket: env.S3_BUCKET,
      endpoint: env.S3_ENDPOINT || undefined,
      region: env.S3_REGION || 'us-east-1',
      accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
      forcePathStyle: env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true',
    };
  }
  const dir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data'));
  return { driver: 'disk', dir: path.join(dir, 'files') };
}
