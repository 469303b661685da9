import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type EstateMetaOut, type EstatePageData, PAGE_META_ELEMENT } from '@probity/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readAccess } from './estate-access.ts';
import { metaOut } from './load-estate.ts';

/** The web build's drawing of an estate page (apps/web src/ssr/estate-page.tsx, `vite build --ssr`). */
interface EstatePageModule {
  renderEstatePage(path: string, estateId: string, meta: EstateMetaOut): string | null;
}

const ESTATE_PAGE = /^\/estate\/([^/?#]+)\/[^?#]*/;

/**
 * An estate page (GET /estate/{id}/{Tab}) with the estate's header, banners and tab bar already drawn in index.html,
 * for whoever may read the estate: a slow phone shows them before the app's scripts have arrived, and the app's
 * first render draws the same in their place. The estate's meta goes with it, as data for that render. Null (send
 * index.html as it is) for any other path, anyone the estate's reads would refuse, or a build without the drawing.
 */
export function estatePages(app: FastifyInstance, dist: string) {
  const modulePath = path.join(path.dirname(dist), 'dist-ssr', 'estate-page.js');
  let drawing: Promise<EstatePageModule | null> | null = null;
  const load = () => {
    drawing ??= import(pathToFileURL(modulePath).href).catch((e: unknown) => {
      app.log.warn({ err: e }, 'estate pages go out undrawn: no server build of the web app');
      return null;
    });
    return drawing;
  };
  void load(); // now, not on the first visitor's page (some 0.7 s)

  return async function draw(req: FastifyRequest): Promise<string | null> {
    const url = req.url.split('?')[0] ?? '';
    const m = ESTATE_PAGE.exec(url);
    if (!m?.[1]) return null;
    const mod = await load();
    if (!mod) return null;
    let estateId: string;
    try {
      estateId = decodeURIComponent(m[1]);
    } catch {
      return null;
    }
    const access = await readAccess(app.ctx, req, estateId).catch(() => null);
    if (!access) return null; // the app asks for the estate itself and shows why it cannot open it
    const meta = metaOut(access.estate, access.role);
    const markup = mod.renderEstatePage(url, estateId, meta);
    if (markup === null) return null;
    const html = await fs.readFile(path.join(dist, 'index.html'), 'utf8');
    const start = html.indexOf('<div id="root">');
    const end = html.lastIndexOf('</body>');
    if (start < 0 || end < start) return null;
    // JSON in a script element: `<` escaped so no text can close the element
    const page: EstatePageData = { estateId, meta };
    const data = JSON.stringify(page).replace(/</g, '\\u003c');
    return `${html.slice(0, start)}<div id="root">${markup}</div>\n    <script type="application/json" id="${PAGE_META_ELEMENT}">${data}</script>\n  ${html.slice(end)}`;
  };
}
