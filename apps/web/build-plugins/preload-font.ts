import type { Plugin } from 'vite';

/** The body font's file: Inter, variable weight, Latin subset (@fontsource-variable/inter). */
const BODY_FONT = /^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/;

/**
 * Adds `<link rel="preload">` for the body font to index.html, so the browser fetches it with the first scripts
 * instead of after the stylesheet that names it (one round trip later on a phone network). The file's hashed name
 * is only known once the bundle is written, hence a plugin rather than a line in index.html.
 */
export function preloadFont(): Plugin {
  return {
    name: 'probity-preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const file = Object.keys(ctx.bundle ?? {}).find((f) => BODY_FONT.test(f));
        if (!file) throw new Error('preload-font: the Inter Latin woff2 is not in the bundle');
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
