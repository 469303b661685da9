import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The dev server proxies every server path to the API server (PORT 3102 by default in development).
const target = process.env.PROBITY_API ?? 'http://localhost:3102';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': target, '/pkg': target, '/healthz': target },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
  },
});
