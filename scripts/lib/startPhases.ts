/**
 * The phases of one start of the Node backend, read from what it says until "backend ready"
 * (mocks/server/serve.ts): scripts/bench-restart.ts prints them as columns. A phase the start
 * did not say (no snapshot: no read, no deserialize) is undefined.
 */
export interface StartPhases {
  /** node's start and the loading of the code, before the server's own count (wall ms) */
  loading?: number;
  /** the CPU time of that loading (ms) */
  loadingCpu?: number;
  /** what was left to wait for of the snapshot file's read (it begins beside the loading) */
  read?: number;
  deserialize?: number;
  /** the world put back from the snapshot and the journal's entries after it replayed */
  replay?: number;
  /** the entries replayed */
  replayed?: number;
  /** the fleet and the rides' history made live */
  live?: number;
  /** the server's own count, from its first line of code to ready */
  own?: number;
  /** the process's CPU time to ready, every thread's */
  cpu?: number;
}

const numberOf = (lines: readonly string[], pattern: RegExp): number | undefined => {
  for (const line of lines) {
    const m = pattern.exec(line);
    if (m) return Number(m[1].replace(/,/g, ''));
  }
  return undefined;
};

export function startPhases(lines: readonly string[]): StartPhases {
  const world = numberOf(lines, /vehicles live in (\d+) ms/);
  const history = numberOf(lines, /the rides' history in (\d+) ms/);
  return {
    loading: numberOf(lines, /\((\d+) ms since the process began/),
    loadingCpu: numberOf(lines, /(\d+) ms of CPU: node and the code loaded/),
    read: numberOf(lines, /file read in (\d+) ms/),
    deserialize: numberOf(lines, /deserialized in (\d+) ms/),
    replay: numberOf(lines, /^replayed [\d,]+ changes \(.*: (\d+) ms\)/),
    replayed: numberOf(lines, /^replayed ([\d,]+) changes/),
    live: world === undefined ? undefined : world + (history ?? 0),
    own: numberOf(lines, /^backend ready on \S+ in (\d+) ms/),
    cpu: numberOf(lines, /(\d+) ms of CPU in all/),
  };
}

/** The columns bench-restart prints after its own, in order, with their heads. */
export const PHASE_COLUMNS: ReadonlyArray<[keyof StartPhases, string]> = [
  ['loading', 'node and the code loaded ms'],
  ['loadingCpu', 'of it CPU ms'],
  ['read', 'snapshot read, left to wait ms'],
  ['deserialize', 'deserialize ms'],
  ['replay', 'put back + journal after it ms'],
  ['replayed', 'entries replayed'],
  ['live', 'world live ms'],
  ['own', 'server says ms'],
  ['cpu', 'CPU to ready ms'],
];

/** One table row's cells for `p` (– for a phase the start did not say). */
export const phaseCells = (p: StartPhases): string[] =>
  PHASE_COLUMNS.map(([k]) => (p[k] === undefined ? '–' : String(p[k])));
