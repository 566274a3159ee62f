/**
 * The app's modules in Node for the benchmarks (bench-backend, bench-import): a Vite server
 * in middleware mode that loads them as the app builds them, without serving anything.
 */
import { createServer } from 'vite';

export function moduleServer() {
  return createServer({
    configFile: 'vite.config.ts',
    logLevel: 'silent',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
    // jsencrypt's ES build has extensionless imports Node cannot load: Vite bundles it instead.
    ssr: { noExternal: ['jsencrypt'] },
  });
}
