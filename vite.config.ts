import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompressAssets } from './src/server/plugins/precompress.ts';

const apiTarget = `http://127.0.0.1:${process.env['PORT'] ?? '3000'}`;

/** After the SPA is written, a Brotli and a gzip copy of every text file for the static server. */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'nook-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const result = await precompressAssets(outDir);
      this.info(
        `precompressed ${result.files} files: ${(result.bytes / 1024).toFixed(1)} KB → ${(result.brotliBytes / 1024).toFixed(1)} KB with Brotli`,
      );
    },
  };
}

// `vite build` builds the SPA into dist/web; `vite build --ssr src/server/main.ts` compiles the
// server into dist/server (its dependencies stay in node_modules).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [react(), precompress()],
  build: {
    outDir: isSsrBuild ? 'dist/server' : 'dist/web',
    emptyOutDir: true,
    sourcemap: true,
    copyPublicDir: !isSsrBuild,
    // Which chunks each source module became: the prerenderer preloads a page's lazy chunks.
    manifest: !isSsrBuild,
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/health': apiTarget,
    },
  },
}));
