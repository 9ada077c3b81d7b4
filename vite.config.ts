import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env['PORT'] ?? '3000'}`;

// `vite build` builds the SPA into dist/web; `vite build --ssr src/server/main.ts` compiles the
// server into dist/server (its dependencies stay in node_modules).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  build: {
    outDir: isSsrBuild ? 'dist/server' : 'dist/web',
    emptyOutDir: true,
    sourcemap: true,
    copyPublicDir: !isSsrBuild,
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/health': apiTarget,
    },
  },
}));
