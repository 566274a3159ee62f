/**
 * The Node backend's entry (`npm run backend`, dist-backend/main.mjs): the server itself is
 * serve.ts, loaded after the snapshot file has begun to be read (prefetch.ts), so that reading
 * it and loading the code take place at once. What it takes and says: serve.ts.
 */
import { serverOptions, snapshotDir } from './options';
import { prefetchSnapshot } from './prefetch';

const o = serverOptions(process.argv.slice(2));
const prefetched = o.reset ? undefined : prefetchSnapshot(snapshotDir(o.dbFile));
const { serve } = await import('./serve');
await serve(o, prefetched);
