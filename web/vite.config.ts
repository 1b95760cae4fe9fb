/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = 'http://localhost:3000';
const proxy = {
  '/graphql': { target: apiTarget, changeOrigin: true, ws: true },
  '/health': { target: apiTarget, changeOrigin: true },
  '/api': { target: apiTarget, changeOrigin: true },
};

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
