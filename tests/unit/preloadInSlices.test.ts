import { afterEach, describe, expect, it, vi } from 'vitest';
import { SLICE_MS, sliceHelper } from '../../scripts/lib/preloadInSlices.mjs';

/**
 * A stand-in of Vite's preload helper with the line the plugin replaces: one link per dep,
 * a stylesheet's promise settling on its load, then the import.
 */
const HELPER = `
const preload = (deps, baseModule) => Promise.all(deps.map((href) => {
  const isCss = href.endsWith('.css');
  const link = document.createElement('link');
  link.href = href;
  document.head.appendChild(link);
  if (isCss) return Promise.resolve();
})).then(() => baseModule());
`;

/**
 * A document whose every append costs 1 ms of the page's clock, and the appends grouped by the
 * task they ran in (a task ends at its microtask checkpoint).
 */
function fakePage() {
  let now = 0;
  let inTask = false;
  const appended: string[] = [];
  const tasks: string[][] = [];
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  vi.stubGlobal('document', {
    createElement: () => ({ href: '' }),
    head: {
      appendChild: (link: { href: string }) => {
        now += 1;
        if (!inTask) {
          inTask = true;
          tasks.push([]);
          queueMicrotask(() => {
            inTask = false;
          });
        }
        appended.push(link.href);
        tasks.at(-1)!.push(link.href);
      },
    },
  });
  return { appended, tasks };
}

type Preload = (deps: string[], base: () => unknown) => Promise<unknown>;
/** The helper's code run as the page would (its globals: document, performance, MessageChannel). */
const load = (code: string) => ({ preload: new Function(`${code}; return preload;`)() as Preload });

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("the preload helper appends a route's modulepreload links in slices", () => {
  it('appends none in the asking task, at most a slice per task after, and imports once all are in', async () => {
    const page = fakePage();
    const { preload } = load(sliceHelper(HELPER));
    const deps = Array.from({ length: 120 }, (_, i) => `chunk-${i}.js`);
    let imported = -1;
    const done = preload(deps, () => {
      imported = page.appended.length;
      return 'module';
    });
    expect(page.appended).toHaveLength(0);
    await expect(done).resolves.toBe('module');
    expect(imported).toBe(120);
    expect(page.appended).toEqual(deps);
    // each slice ran in a task of its own (a MessageChannel message), none over SLICE_MS
    expect(Math.max(...page.tasks.map((t) => t.length))).toBe(SLICE_MS);
    expect(page.tasks).toHaveLength(120 / SLICE_MS);
  });

  it('appends a stylesheet at once, as Vite did', async () => {
    const page = fakePage();
    const { preload } = load(sliceHelper(HELPER));
    const done = preload(['page.css', 'page.js'], () => 'module');
    expect(page.appended).toEqual(['page.css']);
    await expect(done).resolves.toBe('module');
    expect(page.appended).toEqual(['page.css', 'page.js']);
  });

  it("refuses a helper without the line it replaces (Vite's changed): the build fails instead", () => {
    expect(() =>
      sliceHelper(HELPER.replace('document.head.appendChild(link);', 'document.head.append(link);')),
    ).toThrow(/no longer holds/);
  });
});
