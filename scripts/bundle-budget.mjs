// The home page's initial JavaScript, gzip: index.html's entry chunk and every chunk it imports statically
// (what the browser must fetch before the first paint), read from the build's manifest (Vite `build.manifest`).
// `node scripts/bundle-budget.mjs [dist]` prints it and fails above package.json's probity.bundleBudgetKb.
// Dynamic imports (the estate shell, the tabs, AG Grid, recharts, jsPDF) are not counted: they load on need.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @returns {{ kb: number, files: { file: string, kb: number }[] }} kB = 1000 bytes, as Vite reports them */
export function initialJs(dist = path.join(root, 'apps/web/dist')) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const entry = manifest['index.html'];
  if (!entry?.isEntry)
    throw new Error(`${dist}: the manifest has no index.html entry (build.manifest: true?)`);
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const k of manifest[key].imports ?? []) visit(k);
  };
  visit('index.html');
  const files = [...seen].map((key) => {
    const file = manifest[key].file;
    const gz = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
    return { file, kb: gz / 1000 };
  });
  return { kb: files.reduce((s, f) => s + f.kb, 0), files };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const budget = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).probity?.bundleBudgetKb;
  if (typeof budget !== 'number') throw new Error('package.json has no probity.bundleBudgetKb');
  const { kb, files } = initialJs(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
  for (const f of files.sort((a, b) => b.kb - a.kb))
    console.log(`  ${f.kb.toFixed(1).padStart(7)} kB  ${f.file}`);
  console.log(`home page initial JS: ${kb.toFixed(1)} kB gzip (budget ${budget} kB)`);
  if (kb > budget) {
    console.error(
      `Over the bundle budget by ${(kb - budget).toFixed(1)} kB: load the new code on need (import()).`,
    );
    process.exit(1);
  }
}
