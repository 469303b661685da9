import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { type EstateMetaOut, type EstatePageData, PAGE_META_ELEMENT } from '@probity/domain';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { metaOut, readAccess } from '../estate/index.ts';

const ESTATE_PAGE = /^\/estate\/([^/?#]+)\/[^?#]*/;

/** A page not drawn within this goes out undrawn: the app draws it once its scripts are here. */
const DRAW_WAIT_MS = 2_000;

/**
 * An estate page (GET /estate/{id}/{Tab}) with the estate's header, banners and tab bar already drawn in index.html,
 * for whoever may read the estate: a slow phone shows them before the app's scripts have arrived, and the app's
 * first render draws the same in their place. The estate's meta goes with it, as data for that render. Null (send
 * index.html as it is) for any other path, anyone the estate's reads would refuse, or a build without the drawing.
 */
export function estatePages(app: FastifyInstance, dist: string) {
  const modulePath = path.join(path.dirname(dist), 'dist-ssr', 'estate-page.js');
  if (!existsSync(modulePath)) {
    app.log.warn('estate pages go out undrawn: no server build of the web app (apps/web/dist-ssr)');
    return null;
  }
  // index.html split once around its first paint, as the drawing module is loaded once: a new build needs a restart
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const start = html.indexOf('<div id="root">');
  const end = html.lastIndexOf('</body>');
  if (start < 0 || end < start) {
    app.log.warn('estate pages go out undrawn: index.html has no <div id="root"> before </body>');
    return null;
  }
  const [head, tail] = [html.slice(0, start), html.slice(end)];
  const drawer = pageDrawer(modulePath, app.log);
  app.addHook('onClose', () => drawer.close());

  return async function draw(req: FastifyRequest): Promise<string | null> {
    const url = req.url.split('?')[0] ?? '';
    const m = ESTATE_PAGE.exec(url);
    if (!m?.[1]) return null;
    let estateId: string;
    try {
      estateId = decodeURIComponent(m[1]);
    } catch {
      return null;
    }
    const access = await readAccess(app.ctx, req, estateId).catch(() => null);
    if (!access) return null; // the app asks for the estate itself and shows why it cannot open it
    const meta = metaOut(access.estate, access.role);
    const markup = await drawer.draw(url, estateId, meta);
    if (markup === null) return null;
    // JSON in a script element: `<` escaped so no text can close the element
    const page: EstatePageData = { estateId, meta };
    const data = JSON.stringify(page).replace(/</g, '\\u003c');
    return `${head}<div id="root">${markup}</div>\n    <script type="application/json" id="${PAGE_META_ELEMENT}">${data}</script>\n  ${tail}`;
  };
}

/**
 * Draws pages with the web build's module (apps/web src/ssr/estate-page.tsx) in a worker thread running plain Node.
 * Imported by the server itself, its TypeScript loader (tsx) transforms the module and holds some 150 MB more;
 * and the drawing (a few ms a page) stays off the thread that answers requests. React's production build, in the
 * worker only. A worker that stops is started again on the next page.
 */
function pageDrawer(modulePath: string, log: FastifyBaseLogger) {
  let worker: Worker | null = null;
  let next = 0;
  const waiting = new Map<number, (html: string | null) => void>();
  const answer = (id: number, html: string | null) => {
    waiting.get(id)?.(html);
    waiting.delete(id);
  };
  const start = () => {
    const w = new Worker(new URL('./estate-page-worker.mjs', import.meta.url), {
      workerData: { module: pathToFileURL(modulePath).href },
      execArgv: [],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    w.unref(); // never what keeps the server's process alive
    w.on('message', (m: { id: number; html: string | null; error?: string }) => {
      if (m.error) log.error({ err: m.error }, 'estate page not drawn');
      answer(m.id, m.html);
    });
    w.on('error', (e) => log.error({ err: e }, 'the estate page drawer stopped'));
    w.on('exit', () => {
      if (worker === w) worker = null;
      for (const id of [...waiting.keys()]) answer(id, null);
    });
    return w;
  };
  worker = start(); // now, not on the first visitor's page (its import takes some 0.5 s)
  return {
    draw(path: string, estateId: string, meta: EstateMetaOut): Promise<string | null> {
      worker ??= start();
      const id = ++next;
      const w = worker;
      return new Promise((resolve) => {
        const timer = setTimeout(() => answer(id, null), DRAW_WAIT_MS);
        waiting.set(id, (html) => {
          clearTimeout(timer);
          resolve(html);
        });
        w.postMessage({ id, path, estateId, meta });
      });
    },
    close: async () => {
      const w = worker;
      worker = null;
      await w?.terminate();
    },
  };
}
