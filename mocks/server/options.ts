import { resolve } from 'node:path';

/** What the command line and the environment say (mocks/server/serve.ts lists them). */
export interface ServerOptions {
  port: number;
  host: string;
  reset: boolean;
  dbFile: string;
}

export function serverOptions(argv: readonly string[]): ServerOptions {
  const value = (flag: string) => {
    const i = argv.indexOf(flag);
    const next = i >= 0 ? argv[i + 1] : undefined;
    return next && !next.startsWith('--') ? next : undefined;
  };
  const host = argv.includes('--host') ? (value('--host') ?? '0.0.0.0') : '127.0.0.1';
  return {
    port: Number(process.env.PORT ?? 8080),
    host,
    reset: argv.includes('--reset'),
    dbFile: resolve(value('--db') ?? process.env.BACKEND_DB ?? 'data/backend.sqlite'),
  };
}

/** Where the snapshots of the world over `dbFile` are kept (mocks/server/snapshot.ts). */
export const snapshotDir = (dbFile: string): string => `${dbFile}-snapshots`;
