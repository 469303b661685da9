import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { diskStorage, writeBlobCapped } from './disk-storage.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'probity-files-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

let clock = 1_800_000_000_000;
const store = diskStorage({ root, baseURL: 'http://x.test', secret: 's3cret', now: () => clock });
const blob = 'est1/0123456789abcdef0123456789abcdef';
const query = (url: string) => Object.fromEntries(new URL(url).searchParams);

async function* chunks(...parts: string[]) {
  for (const p of parts) yield new TextEncoder().encode(p);
}

describe('disk storage', () => {
  it('signs one blob for one method until it expires', async () => {
    const put = await store.putUrl(blob, 'application/pdf', 60);
    expect(put.url.startsWith(`http://x.test/blob/${blob}?`)).toBe(true);
    expect(put.headers).toEqual({ 'Content-Type': 'application/pdf', 'X-Probity': '1' });
    const q = query(put.url);
    expect(store.verify(q, 'PUT', blob)?.exp).toBe(1_800_000_060);
    expect(store.verify(q, 'GET', blob)).toBeNull();
    expect(store.verify(q, 'PUT', 'est1/ffffffffffffffffffffffffffffffff')).toBeNull();
    expect(store.verify({ ...q, sig: `${q.sig?.slice(0, -1)}A` }, 'PUT', blob)).toBeNull();
    clock += 61_000;
    expect(store.verify(q, 'PUT', blob)).toBeNull();
    const get = query(await store.getUrl(blob, 'Death certificate.pdf', 60, 'application/pdf'));
    expect(store.verify(get, 'GET', blob)?.name).toBe('Death certificate.pdf');
    expect(store.verify({ ...get, name: 'other.html' }, 'GET', blob)).toBeNull();
  });

  it('refuses names that could leave the root', async () => {
    await expect(store.putUrl('../etc/passwd', 'text/plain', 60)).rejects.toThrow('bad blob name');
    expect(store.verify({ exp: '9999999999', sig: 'x' }, 'GET', '../../x')).toBeNull();
  });

  it('writes, stats, reads and removes; a body over the cap leaves nothing', async () => {
    expect(await writeBlobCapped(store.pathOf(blob), chunks('%PDF-', '1.7 body'), 100)).toEqual({
      ok: true,
      size: 13,
    });
    const st = await store.stat(blob);
    expect(st?.size).toBe(13);
    expect(new TextDecoder().decode(st?.head)).toBe('%PDF-1.7 body');
    expect((await store.read(blob))?.toString()).toBe('%PDF-1.7 body');
    await store.remove([blob]);
    expect(await store.stat(blob)).toBeNull();
    const big = 'est1/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
    expect(await writeBlobCapped(store.pathOf(big), chunks('12345', '67890'), 8)).toEqual({ ok: false });
    expect(fs.readdirSync(path.join(root, 'est1'))).toEqual([]);
  });
});
