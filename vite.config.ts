/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { rmSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import type { Plugin } from 'vite';

/** The production build talks to a real backend: no mock service worker in it. */
function dropMockWorker(outDir: string): Plugin {
  return {
    name: 'drop-mock-worker',
    apply: 'build',
    closeBundle() {
      rmSync(`${outDir}/mockServiceWorker.js`, { force: true });
    },
  };
}

// Modes: development (npm start) and demo (build:demo) ship the embedded backend;
// production (build) talks to the bases set in env and contains no mock code.
export default defineConfig(({ mode }) => ({
  plugins: [react(), ...(mode === 'production' ? [dropMockWorker('dist')] : [])],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
    },
  },
  base: './',
  define: {
    'import.meta.env.VITE_MOCK': JSON.stringify(mode === 'production' ? 'false' : 'true'),
  },
  build: {
    outDir: mode === 'demo' ? 'dist-demo' : 'dist',
    manifest: true,
    chunkSizeWarningLimit: 1500,
  },
  server: { port: 3000, host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  test: {
    environment: 'jsdom',
    globals: false,
    setupFiles: ['tests/setup.ts'],
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
    testTimeout: 20000,
    pool: 'forks',
  },
}));
