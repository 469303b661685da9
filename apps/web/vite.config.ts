import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption, type ProxyOptions } from 'vite';
import { bodyFont } from './build-plugins/body-font.ts';
import { mantineReactId } from './build-plugins/mantine-react-id.ts';
import { precompress } from './build-plugins/precompress.ts';

// The dev server proxies every server path to the API server (PORT 3102 by default in development).
const target = process.env.PROBITY_API ?? 'http://localhost:3102';
// The server checks the Origin of writes (CSRF defence); through the proxy the browser's origin is the dev
// server's, so present the API server's own origin instead.
const proxied: ProxyOptions = {
  target,
  changeOrigin: true,
  configure: (proxy) =>
    proxy.on('proxyReq', (req) => req.getHeader('origin') && req.setHeader('origin', target)),
};

// `vite build --ssr src/ssr/estate-page.tsx` (the build script's second step) writes the module the server draws
// estate pages with to dist-ssr/, outside what the server serves; @probity/domain goes in it (the server's own
// copy is TypeScript), the other packages stay imports of node_modules.
export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  // plugin-react's types come from the hoisted vite 8 (vitest's); at runtime it supports vite 7 fine.
  plugins: [
    react() as unknown as PluginOption,
    mantineReactId(),
    ...(isSsrBuild ? [] : [bodyFont(), precompress()]),
  ],
  ssr: { noExternal: ['@probity/domain'] },
  server: {
    port: 5173,
    proxy: { '/api': proxied, '/pkg': proxied, '/healthz': proxied },
  },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // dist/.vite/manifest.json: which chunks each entry loads (scripts/bundle-budget.mjs reads it).
        manifest: true,
        chunkSizeWarningLimit: 900,
        rollupOptions: {
          output: {
            experimentalMinChunkSize: 20_000,
            // Long-lived vendor chunks: the app's own code changes often, these rarely.
            manualChunks(id: string) {
              if (!id.includes('node_modules')) return undefined;
              if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react';
              // The grid alone in its chunk: left to rollup it also took in engine code every tab shares, so tabs
              // without a grid waited for its megabyte too.
              if (/node_modules\/ag-grid-(community|react)\//.test(id)) return 'ag-grid';
              return undefined;
            },
          },
        },
      },
}));
