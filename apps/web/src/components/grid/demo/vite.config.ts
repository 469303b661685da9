import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';

// Standalone page for driving <EstateGrid> in a browser (not part of the app):
//   npx vite build --config apps/web/src/components/grid/demo/vite.config.ts   (output /tmp/grid-demo-dist)
//   npx vite --config apps/web/src/components/grid/demo/vite.config.ts         (dev server on port 5174)
export default defineConfig({
  root: import.meta.dirname,
  // plugin-react's types come from the hoisted vite 8 (vitest's); at runtime it supports vite 7 fine.
  plugins: [react() as unknown as PluginOption],
  server: { port: 5174, strictPort: true },
  preview: { port: 5174, strictPort: true },
  build: { outDir: '/tmp/grid-demo-dist', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
});
