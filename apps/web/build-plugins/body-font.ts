import type { Plugin } from 'vite';

/** The body font's file: Inter, variable weight, Latin subset (@fontsource-variable/inter). */
const BODY_FONT = /^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/;
const FONT_CSS = /@fontsource-variable\/inter\/index\.css$/;

/**
 * The body font, as a slow phone's first paint needs it (issue 38):
 * - `<link rel="preload">` for it in index.html, so the browser fetches it with the first scripts instead of after
 *   the stylesheet that names it (one round trip later on a phone network). Its hashed name is only known once the
 *   bundle is written, hence a plugin rather than a line in index.html.
 * - `font-display: optional` where fontsource writes `swap`: a font not there for the first paint is not swapped
 *   in later. With `swap` the text the server drew was painted in the fallback font and the same text the app
 *   then drew in its place, in Inter, was larger, so it became the page's Largest Contentful Paint at the end of
 *   the app's loading, seconds after the first paint; and the text reflowed. Once cached, the font is there from
 *   the first paint of the next page (docs/architecture.md, "What the first paint needs of the font").
 */
export function bodyFont(): Plugin {
  return {
    name: 'probity-body-font',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!FONT_CSS.test(id.split('?')[0] ?? '')) return undefined;
      if (!code.includes('font-display: swap')) throw new Error('body-font: fontsource no longer says swap');
      return code.replaceAll('font-display: swap', 'font-display: optional');
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const file = Object.keys(ctx.bundle ?? {}).find((f) => BODY_FONT.test(f));
        if (!file) throw new Error('body-font: the Inter Latin woff2 is not in the bundle');
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
