// Shared by start.mjs and test.mjs: make a fresh clone runnable with nothing done by hand.
// Uses only Node built-ins, because it runs before `npm ci` has installed anything.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

export function run(cmd, opts = {}) {
  console.log(`$ ${cmd}`);
  execSync(cmd, { stdio: 'inherit', cwd: root, ...opts });
}

/** npm packages: install from the lock file when node_modules is missing or older than the lock. */
export function ensureDependencies() {
  const modules = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (!existsSync(modules) || statSync(modules).mtimeMs < statSync(lock).mtimeMs) {
    // The exact lock, as CI and a clean machine want it (biome's other-platform binaries are in the lock as
    // optional entries, skipped off their platform).
    run('npm ci --no-audit --no-fund');
  }
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

/** The web build, rebuilt when any web, documents or domain source, or the build's own setup, is newer than it. */
export function ensureWebBuild() {
  const index = join(root, 'apps/web/dist/index.html');
  // The manifest (bundle budget) and the .br/.gz files came with a later build setup: a build without them is old.
  const manifest = join(root, 'apps/web/dist/.vite/manifest.json');
  // and the server's drawing of estate pages (dist-ssr) came later still
  const drawing = join(root, 'apps/web/dist-ssr/estate-page.js');
  const sources = Math.max(
    newestMtime(join(root, 'apps/web/src')),
    newestMtime(join(root, 'apps/web/build-plugins')),
    statSync(join(root, 'apps/web/vite.config.ts')).mtimeMs,
    newestMtime(join(root, 'packages/domain/src')),
    newestMtime(join(root, 'packages/documents/src')),
  );
  if (
    !existsSync(index) ||
    !existsSync(manifest) ||
    !existsSync(drawing) ||
    statSync(index).mtimeMs < sources
  )
    run('npm run build -w @probity/web');
}

/** Debian packages the browser, journal and PDF tests need (CI machines start without them). */
export function ensureDebianPackages() {
  const wanted = {
    '/usr/bin/chromium': 'chromium',
    '/usr/bin/ledger': 'ledger',
    '/usr/bin/pdftoppm': 'poppler-utils',
  };
  const missing = Object.entries(wanted)
    .filter(([bin]) => !existsSync(bin))
    .map(([, pkg]) => pkg);
  if (missing.length === 0) return;
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run(`${sudo}apt-get update -qq`, { env });
  run(`${sudo}apt-get install -y -qq ${missing.join(' ')} fonts-dejavu-core`, { env });
}
