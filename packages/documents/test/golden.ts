// Golden copies of what the user downloads (packages/documents/src/golden/): a PDF's text read back with
// pdftotext, compared with the copy. A missing copy fails; `npm run golden:update` (UPDATE_GOLDEN=1) writes the
// copies after an intended change (review the diff before committing).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'probity-golden-'));
const GOLDEN = join(import.meta.dirname, '../src/golden');

/** The PDF's text as pdftotext reads it: `layout` keeps the columns where they print, `raw` the reading order. */
export function pdfText(
  bytes: ArrayBuffer | Uint8Array,
  name: string,
  mode: 'layout' | 'raw' = 'layout',
): string {
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)));
  return execFileSync('pdftotext', [`-${mode}`, file, '-']).toString();
}

export function matchesGolden(name: string, text: string): void {
  const file = join(GOLDEN, `${name}.txt`);
  if (process.env.UPDATE_GOLDEN) writeFileSync(file, text);
  expect(existsSync(file), `${file} is missing: npm run golden:update writes it`).toBe(true);
  expect(text).toBe(readFileSync(file, 'utf8'));
}
