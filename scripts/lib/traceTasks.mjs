/**
 * The long tasks of one page load, read from a Chromium trace (the devtools.timeline categories
 * and the V8 sampling profiler's, as the Performance panel records them): each top-level task of
 * the page's main thread over a threshold, with what ran in it — the trace's own events (script
 * evaluation and compilation by file, function calls, timers, events, style recalculation,
 * layout, paint, GC) by self time, and the profiler's samples inside it by the file and the
 * function they were in (mapped through the build's source maps when it has them).
 */

/** Every event name → the words a reader looks for. */
const KIND = {
  EvaluateScript: 'evaluate script',
  'v8.evaluateModule': 'evaluate module',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile module',
  'v8.produceModuleCache': 'code cache',
  'v8.produceCache': 'code cache',
  CompileScript: 'compile',
  CacheScript: 'code cache',
  FunctionCall: 'function call',
  TimerFire: 'timer',
  FireAnimationFrame: 'animation frame',
  EventDispatch: 'event',
  RunMicrotasks: 'microtasks',
  'v8.runMicrotasks': 'microtasks',
  UpdateLayoutTree: 'style recalculation',
  ScheduleStyleRecalculation: 'style recalculation',
  ParseAuthorStyleSheet: 'parse stylesheet',
  Layout: 'layout',
  PrePaint: 'pre-paint',
  Paint: 'paint',
  Layerize: 'layerize',
  UpdateLayer: 'update layer',
  ParseHTML: 'parse HTML',
  MinorGC: 'GC (minor)',
  MajorGC: 'GC (major)',
  'V8.GC_SCAVENGER': 'GC (minor)',
  'V8.GC_MARK_COMPACTOR': 'GC (major)',
  'V8.GCFinalizeMC': 'GC (major)',
  'V8.GCIncrementalMarking': 'GC (incremental marking)',
  BlinkGC: 'GC (blink)',
  'BlinkGC.AtomicPhase': 'GC (blink)',
  'CppGC.AtomicPhase': 'GC (blink)',
  HitTest: 'hit test',
  'v8.parseOnBackground': 'parse',
  XHRReadyStateChange: 'xhr',
  ResourceReceivedData: 'network data',
};

const fileOf = (url) => (url ? url.replace(/^.*\/(assets\/)?/, '') || url : '');

/** The label of a trace event: its kind, and the file or what it was about where the event says. */
function labelOf(e) {
  const kind = KIND[e.name] ?? (/GC/.test(e.name) ? `GC (${e.name})` : e.name);
  const d = e.args?.data ?? e.args?.beginData ?? {};
  if (e.name === 'EventDispatch' && d.type) return `${kind} ${d.type}`;
  const url = d.url ?? d.fileName ?? e.args?.fileName ?? '';
  if (url) return `${kind} ${fileOf(url)}${e.name === 'FunctionCall' && d.functionName ? ` ${d.functionName}` : ''}`;
  return kind;
}

/** The threads' names by `pid:tid`. */
function threadNames(events) {
  const names = new Map();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args.name);
  return names;
}

/**
 * The page's main thread and its navigation start (µs, the trace's clock): the renderer main
 * thread of the last main-frame navigation to a URL containing `urlPart`; `fromTs`, when the new
 * document was committed (the tasks before are the old document's, or the navigation's own).
 */
export function pageThread(events, urlPart) {
  const names = threadNames(events);
  const navs = events.filter(
    (e) =>
      e.name === 'navigationStart' &&
      names.get(`${e.pid}:${e.tid}`) === 'CrRendererMain' &&
      (e.args?.data?.isLoadingMainFrame ?? true) &&
      String(e.args?.data?.documentLoaderURL ?? '').includes(urlPart),
  );
  const nav = navs.sort((a, b) => a.ts - b.ts).at(-1);
  if (!nav) return null;
  // the document that was shown before a reload runs on until the new one is committed: its tasks
  // are not the new page's
  const commit = events.find(
    (e) => e.name === 'DocumentLoader::CommitNavigation' && e.pid === nav.pid && e.tid === nav.tid && e.ts >= nav.ts,
  );
  return { pid: nav.pid, tid: nav.tid, navTs: nav.ts, fromTs: commit?.ts ?? nav.ts };
}

/** Complete events ('X', or 'B'/'E' pairs made complete) of one thread, sorted by start then longest first. */
function completeEvents(events, pid, tid) {
  const out = [];
  const open = [];
  for (const e of events) {
    if (e.pid !== pid || e.tid !== tid) continue;
    if (e.ph === 'X' && typeof e.dur === 'number') out.push(e);
    else if (e.ph === 'B') open.push(e);
    else if (e.ph === 'E') {
      const b = open.pop();
      if (b) out.push({ ...b, ph: 'X', dur: e.ts - b.ts, args: { ...b.args, endData: e.args } });
    }
  }
  return out.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
}

const TOP = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/**
 * The V8 sampling profiler's samples of one thread: [{ ts, frame }] with the leaf frame
 * ({ functionName, url, lineNumber, columnNumber }) and its callers (`stack`, leaf first).
 */
export function profileSamples(events, pid, tid) {
  const profiles = new Map();
  for (const e of events) {
    if (e.pid !== pid) continue;
    if (e.name === 'Profile' && e.tid === tid)
      profiles.set(e.id, { start: e.args.data.startTime, nodes: new Map(), samples: [], deltas: [] });
  }
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== pid || !profiles.has(e.id)) continue;
    const p = profiles.get(e.id);
    const c = e.args.data.cpuProfile ?? {};
    for (const n of c.nodes ?? []) p.nodes.set(n.id, n);
    p.samples.push(...(c.samples ?? []));
    p.deltas.push(...(e.args.data.timeDeltas ?? []));
  }
  const out = [];
  for (const p of profiles.values()) {
    let ts = p.start;
    const stackOf = (id) => {
      const stack = [];
      for (let n = p.nodes.get(id); n; n = p.nodes.get(n.parent)) stack.push(n.callFrame);
      return stack;
    };
    const memo = new Map();
    p.samples.forEach((id, i) => {
      ts += p.deltas[i] ?? 0;
      if (!memo.has(id)) memo.set(id, stackOf(id));
      out.push({ ts, stack: memo.get(id) });
    });
  }
  return out.sort((a, b) => a.ts - b.ts);
}

/** Sums `ms` under `key` in `map`. */
const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
/** The `n` largest entries of a sum, as [[key, ms]]. */
const largest = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);

/**
 * The page's tasks of at least `minMs` from navigation (µs → ms since navigation start), each
 * with its trace events' self time by label and, when samples are given, the samples' time by
 * file (`where`: the leaf frame's file, or its source through `locate`) and by function.
 */
export function longTasks(
  events,
  { pid, tid, navTs, fromTs },
  { minMs = 50, samples = [], locate = null, untilMs = Infinity, stacks = 0, sources = 6 } = {},
) {
  const thread = completeEvents(events, pid, tid);
  const tasks = thread.filter((e) => TOP.has(e.name) && e.dur >= minMs * 1000 && e.ts > (fromTs ?? navTs));
  // a RunTask nested in another (a nested loop) is not a task of its own
  const top = tasks.filter((t, i) => !tasks.slice(0, i).some((o) => o.ts <= t.ts && o.ts + o.dur >= t.ts + t.dur));
  return top
    .filter((t) => (t.ts - navTs) / 1000 <= untilMs)
    .map((t) => {
      const end = t.ts + t.dur;
      const inside = thread.filter((e) => e !== t && e.ts >= t.ts && e.ts + e.dur <= end && !TOP.has(e.name));
      // self time: each event's duration less its direct children's
      const self = new Map();
      const stack = [];
      for (const e of inside) {
        while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
        const parent = stack.at(-1);
        if (parent) add(self, labelOf(parent), -e.dur / 1000);
        add(self, labelOf(e), e.dur / 1000);
        stack.push(e);
      }
      const covered = inside.filter(
        (e) => !inside.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur && o.dur > e.dur),
      );
      add(self, '(the task itself)', (t.dur - covered.reduce((s, e) => s + e.dur, 0)) / 1000);
      const mine = samples.filter((s) => s.ts >= t.ts && s.ts <= end);
      const step = mine.length > 1 ? t.dur / 1000 / mine.length : 0;
      const byWhere = new Map();
      const byFunction = new Map();
      const byStack = new Map();
      const nameOf = (frame) => {
        const place = locate ? locate(frame) : null;
        return place?.name ?? `${frame.functionName || '(anonymous)'} ${fileOf(frame.url)}`.trim();
      };
      for (const s of mine) {
        const leaf = s.stack[0] ?? {};
        // a native leaf (appendChild, the GC) is said with the script that called it
        const caller = leaf.url ? leaf : (s.stack.find((f) => f.url) ?? leaf);
        const place = locate ? locate(caller) : null;
        const source = place?.source ?? (fileOf(caller.url) || caller.functionName || '(native)');
        add(byWhere, caller === leaf ? source : `${leaf.functionName} ← ${source}`, step);
        add(byFunction, caller === leaf ? nameOf(leaf) : `${leaf.functionName} ← ${nameOf(caller)}`, step);
        if (stacks)
          add(
            byStack,
            s.stack
              .filter((f) => f.url)
              .slice(0, stacks)
              .map(nameOf)
              .join(' ← '),
            step,
          );
      }
      return {
        startMs: (t.ts - navTs) / 1000,
        ms: t.dur / 1000,
        // the thread's CPU time in the task (the trace's tdur): on a loaded machine the wall time
        // also counts the waits for a core
        cpuMs: typeof t.tdur === 'number' ? t.tdur / 1000 : null,
        events: largest(self, 8).filter(([, ms]) => ms >= 1),
        // with every source asked for (`sources: Infinity`, a sum over many short tasks), the small ones too
        where: largest(byWhere, sources).filter(([, ms]) => ms >= (sources === Infinity ? 0 : 1)),
        functions: largest(byFunction, 6).filter(([, ms]) => ms >= 1),
        stacks: largest(byStack, 8).filter(([, ms]) => ms >= 2),
      };
    });
}

/** A task as lines of text. */
export function describeTask(t) {
  const ms = (x) => `${x.toFixed(0)} ms`;
  const list = (pairs) => pairs.map(([k, v]) => `${k} ${ms(v)}`).join(' · ');
  const cpu = t.cpuMs === null ? '' : ` (CPU ${ms(t.cpuMs)})`;
  const lines = [`task at ${ms(t.startMs)}: ${ms(t.ms)}${cpu}`, `    events: ${list(t.events)}`];
  if (t.where.length) lines.push(`    samples by source: ${list(t.where)}`);
  if (t.functions.length) lines.push(`    samples by function: ${list(t.functions)}`);
  for (const [stack, v] of t.stacks ?? []) lines.push(`      ${ms(v)}  ${stack}`);
  return lines;
}
