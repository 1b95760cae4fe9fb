/// <reference types="vitest/config" />
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Brotli and gzip copies of the built text assets beside each file (`app.js.br`, `app.js.gz`), made once at build
 * time at the highest levels, so the gateway serves them compressed without compressing per request.
 */
function precompress(outDir: string): Plugin {
  const files = (dir: string): string[] => readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)]));
  return {
    name: 'precompress',
    apply: 'build',
    closeBundle() {
      for (const file of files(outDir)) {
        if (!/\.(js|css|html|svg|json|txt)$/.test(file)) continue;
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

const apiTarget = 'http://localhost:3000';
const proxy = {
  '/graphql': { target: apiTarget, changeOrigin: true, ws: true },
  '/health': { target: apiTarget, changeOrigin: true },
  '/api': { target: apiTarget, changeOrigin: true },
};

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress(fileURLToPath(new URL('./dist', import.meta.url)))],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // Workspace libs the SPA uses, from their (browser-safe) TypeScript sources: no build order, live in dev.
      '@ecp/cv-files': fileURLToPath(new URL('../libs/cv-files/src/index.ts', import.meta.url)),
    },
  },
  server: { proxy },
  preview: { proxy },
  build: { outDir: 'dist', emptyOutDir: true },
  test: {
    environment: 'node',
    include: ['src/**/*.spec.{ts,tsx}'],
  },
});
