/**
 * `npm run backend`: the embedded backend as an HTTP server on Node, with the same handlers and
 * seeded world as the browser's, its journal in a SQLite file (data/backend.sqlite) replayed at
 * start, so that a restart keeps every accepted write, and the 下载中心's files until they expire.
 *
 *   npm run backend                  127.0.0.1:8080 (PORT=… for another port)
 *   npm run backend -- --host        every interface (0.0.0.0), or --host <address>
 *   npm run backend -- --reset       forgets every change (and the key pair) first
 *   npm run backend -- --db <file>   another database file (BACKEND_DB=… too)
 *
 * POST /csp-report takes a browser's Content-Security-Policy violation report (no sign-in, 16 KB
 * at most) and logs it as one JSON line ({at, cspViolation}); nginx's policy names it.
 * GET /healthz answers 200 with the world's size and the process's CPU time (cpuMs) once the server listens, GET /readyz 200 when the
 * world is live and the database takes a write, else 503 (while it stops, too), with the number of
 * requests under way (`requests`, itself aside); nginx passes both on.
 * SIGTERM stops it gracefully: the requests being answered are answered (STOP_TIMEOUT_MS at most),
 * a snapshot is written, then it exits.
 *
 * The world is moved on at each minute of the clock by a timer, between requests (liveWorld.ts).
 *
 * Snapshots: the world is written to a file beside the database (<database>-snapshots/) every SNAPSHOT_EVERY (1,000) journal entries,
 * at least every SNAPSHOT_MINUTES (5) when anything changed, and at a graceful stop; a start puts
 * the latest one back and replays only the entries after it (snapshot.ts). SNAPSHOT_CHECK_MS (5,000):
 * how often it looks whether one is due.
 *
 * One instance per database: the world lives in this process's memory, so a second instance
 * would answer from a world of its own. Settings: EBIKE_MOCK_FAULTS (latency, failure rate),
 * EBIKE_MOCK_VEHICLES (fleet size), REQUEST_LOG=off (no JSON line per request on stdout; a line carries the time, method, path, status, ms, the caller's address and the operator id its token names, never a token, body or phone number), TRUSTED_PROXIES (the proxies whose X-Real-IP / X-Forwarded-For
 * name the caller, comma-separated; by default the loopback addresses, where nginx runs).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { MAX_REQUEST_BODY_BYTES } from '@contract/http';
import { handlers } from '../handlers';
import { setRsaPrivateKey } from '../lib/secrets';
import { operatorOfRequest, setEnvelopeOpener } from '../lib/route';
import { openWithNode } from './envelope';
import { restoreJournal } from '../journal';
import { setJournalStorage } from '../journal/store';
import { setTabsChannel } from '../journal/tabs';
import { backendListener } from './adapter';
import { lineWriter } from './logLines';
import { openDatabase, sqliteJournal, writable } from './database';
import { getVehicles } from '../db/vehicles';
import { getOrders } from '../db/orders';
import { sqliteExportFiles } from './exportFiles';
import { setExportFiles } from '../exports/files';
import { serverRsaKey } from './keys';
import { sqliteSnapshots } from './snapshot';
import { fleetSize } from '../db/fleet';
import { keepWorldMoving, liveWorld } from './liveWorld';
import { parseTrustedProxies, setTrustedProxies } from '../lib/clientAddress';
import { snapshotDir, type ServerOptions } from './options';
import type { Prefetched } from './prefetch';

/** The process's CPU time so far, user and system (ms). */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

const BANNER = [
  'This is the DEMONSTRATION backend of the e-bike console: a seeded world with demo accounts,',
  'where every SMS code is 123456. It is not a real server: never let it face the internet.',
];

/**
 * The server over the options `o`; `prefetched` is the snapshot file being read since the
 * process began (main.ts), beside the loading of this code.
 */
export async function serve(o: ServerOptions, prefetched?: Prefetched): Promise<void> {
  // ms since the process began (performance's time origin): node's own start and the loading of
  // this code (the bundle's parse and its modules' top-level work) came before it
  const started = performance.now();
  const loadedCpu = Math.round(cpuMs());
  const db = openDatabase(o.dbFile, o.reset);
  setJournalStorage(sqliteJournal(db));
  setExportFiles(sqliteExportFiles(db));
  setTabsChannel(null);
  setEnvelopeOpener(openWithNode);
  setTrustedProxies(parseTrustedProxies(process.env.TRUSTED_PROXIES));
  const key = serverRsaKey(db);
  setRsaPrivateKey(key.pem);
  const snapshots = sqliteSnapshots(db, snapshotDir(o.dbFile));
  const from = await snapshots.start(prefetched);
  const replayStarted = performance.now();
  const restored = await restoreJournal(from.point);
  const replayMs = Math.round(performance.now() - replayStarted);
  const world = liveWorld();
  const stopMoving = keepWorldMoving();
  let stopping = false;
  // which connections have a request under way, and how many (a graceful stop waits for those,
  // closes the rest; /readyz says how many)
  const busy = new Map<Socket, number>();
  const requestLog = process.env.REQUEST_LOG === 'off' ? undefined : lineWriter();
  const server = createServer(
    backendListener(handlers, {
      maxBodyBytes: MAX_REQUEST_BODY_BYTES,
      health: () => ({
        vehicles: fleetSize(),
        replayed: restored.replayed,
        upSeconds: Math.round((performance.now() - started) / 1000),
        // the process's CPU time so far (user + system): a bench divides its growth by the requests answered
        cpuMs: Math.round(cpuMs() * 10) / 10,
      }),
      readiness: () => {
        const live = getVehicles.ready() && getOrders.ready();
        const database = !stopping && writable(db);
        // requests under way, this one aside (the server's own listener answers /readyz before
        // the counting one below sees it): what a graceful stop would wait for
        let requests = 0;
        for (const n of busy.values()) requests += n;
        return { ready: live && database && !stopping, world: live, database, stopping, requests };
      },
      log: requestLog?.line,
      operatorOf: operatorOfRequest,
      // one line per report, whatever REQUEST_LOG says: a violation is what an operator must see
      cspReport: (report) => console.log(JSON.stringify({ at: new Date().toISOString(), cspViolation: report })),
    }),
  );
  server.keepAliveTimeout = 65_000;
  const connections = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    busy.set(socket, (busy.get(socket) ?? 0) + 1);
    res.once('close', () => {
      const left = (busy.get(socket) ?? 1) - 1;
      if (left) busy.set(socket, left);
      else busy.delete(socket);
      if (stopping && !left) socket.end();
    });
  });
  server.listen(o.port, o.host, () => {
    // the process's CPU time to ready, every thread's (the GC's helpers, the snapshot's read)
    const readyCpu = cpuMs();
    for (const line of BANNER) console.log(line);
    console.log(
      `database ${o.dbFile}${o.reset ? ' (reset)' : ''}; ${key.made ? 'new RSA key pair made' : 'RSA key pair kept'}`,
    );
    if (from.said) console.log(from.said);
    if (from.point) {
      const steps = from.steps
        ? `: file read in ${from.steps.read} ms, deserialized in ${from.steps.deserialize} ms`
        : '';
      console.log(`world from the snapshot of ${from.takenAt} (${from.point.covers} journal entries)${steps}`);
    }
    if (restored.discarded) console.log(`journal discarded: ${restored.discarded}`);
    if (restored.dropped) console.log(`journal entries dropped: ${restored.dropped}`);
    console.log(`replayed ${restored.replayed} changes (the world put back and the entries after it: ${replayMs} ms)`);
    console.log(
      `world of ${fleetSize().toLocaleString('en')} vehicles live in ${world.world} ms, the rides' history in ${world.history} ms`,
    );
    console.log(
      `backend ready on http://${o.host}:${o.port} in ${Math.round(performance.now() - started)} ms (${Math.round(started)} ms since the process began before that, ${loadedCpu} ms of CPU: node and the code loaded; ${Math.round(readyCpu)} ms of CPU in all)`,
    );
  });
  const every = Number(process.env.SNAPSHOT_EVERY ?? 1000);
  const minutes = Number(process.env.SNAPSHOT_MINUTES ?? 5);
  let lastTaken = performance.now();
  let taking: Promise<unknown> = Promise.resolve();
  // snapshots asked for and not yet written: the entries a snapshot covers count only once its
  // file is written (now after the requests are let through), so a check meanwhile would queue another
  let under = 0;
  const snapshot = (why: string) => {
    under++;
    taking = taking
      .then(() => snapshots.take(() => console.log(`snapshot (${why}) begun`)))
      .then((t) => {
        lastTaken = performance.now();
        if (t)
          console.log(
            `snapshot (${why}): ${t.covers} journal entries, ${(t.bytes / 1e6).toFixed(1)} MB in ${t.ms} ms (requests held ${t.blocked} ms)`,
          );
      })
      .catch((e: unknown) => console.error('backend: a snapshot failed', e))
      .finally(() => under--);
    return taking;
  };
  const due = setInterval(
    () => {
      if (under) return;
      const since = snapshots.since();
      if (since >= every || (since > 0 && performance.now() - lastTaken >= minutes * 60_000)) void snapshot('periodic');
    },
    Number(process.env.SNAPSHOT_CHECK_MS ?? 5_000),
  );
  due.unref();
  // a graceful stop (SIGTERM, systemctl stop): no new connection; the requests being answered
  // are answered (kept-alive connections close once idle), at most STOP_TIMEOUT_MS (20 s); then
  // the snapshot, and the database closed
  const stop = () => {
    if (stopping) return;
    stopping = true;
    clearInterval(due);
    stopMoving();
    const drained = new Promise<void>((done) => {
      server.close(() => done());
      setTimeout(done, Number(process.env.STOP_TIMEOUT_MS ?? 20_000)).unref();
    });
    // connections with no request under way close now, the others once their answer is sent
    for (const socket of connections) if (!busy.has(socket)) socket.end();
    void drained
      .then(() => snapshot('stop'))
      .finally(() => {
        requestLog?.flush();
        server.closeAllConnections();
        db.close();
        process.exit(0);
      });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
