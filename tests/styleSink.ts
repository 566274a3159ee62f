/**
 * antd's CSS-in-JS styles, kept out of jsdom's cascade except for what a test can notice.
 *
 * jsdom computes a style by matching every rule of every stylesheet in the document, and
 * Testing Library, jest-dom and user-event ask for computed styles all the time (is this
 * element hidden, may it be clicked). antd injects a stylesheet per component, thousands of
 * rules, and in a worker that shares its document between test files they pile up.
 *
 * The styles rc-util inserts into <head> (marked `data-rc-order`) go to a detached holder
 * instead; rc-util supports a head whose appendChild puts styles elsewhere (its
 * "real container" cache, made for qiankun). What a test can notice of them stays in the
 * document: one stylesheet with their `display`, `visibility`, `opacity` and
 * `pointer-events` declarations, in their rules, @media blocks and order. Distilled lazily,
 * when a computed style is asked for (`syncStyleSink`).
 */

const NOTICED = new Set(['display', 'visibility', 'opacity', 'pointer-events']);

/** Index past the quoted string that starts at `i`. */
function skipString(css: string, i: number): number {
  const quote = css[i];
  let j = i + 1;
  while (j < css.length && css[j] !== quote) j += css[j] === '\\' ? 2 : 1;
  return j + 1;
}

/** Index of the `}` that closes the block opened just before `i`. */
function blockEnd(css: string, i: number): number {
  let depth = 1;
  let j = i;
  while (j < css.length) {
    const c = css[j];
    if (c === '"' || c === "'") {
      j = skipString(css, j);
      continue;
    }
    if (c === '{') depth += 1;
    else if (c === '}' && --depth === 0) return j;
    j += 1;
  }
  return css.length;
}

/** The declarations of a rule body a test can notice, joined again. */
function noticed(body: string): string {
  const kept: string[] = [];
  let start = 0;
  let depth = 0;
  for (let j = 0; j <= body.length; j += 1) {
    const c = body[j];
    if (c === '"' || c === "'") {
      j = skipString(body, j) - 1;
    } else if (c === '(') depth += 1;
    else if (c === ')') depth -= 1;
    else if ((c === ';' && depth === 0) || j === body.length) {
      const declaration = body.slice(start, j);
      const colon = declaration.indexOf(':');
      if (colon > 0 && NOTICED.has(declaration.slice(0, colon).trim().toLowerCase())) kept.push(declaration.trim());
      start = j + 1;
    }
  }
  return kept.join(';');
}

/** The rules of a stylesheet's text reduced to what a test can notice (exported for its test). */
export function distil(css: string): string {
  let out = '';
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    if (open < 0) break;
    const prelude = css.slice(i, open).trim();
    const end = blockEnd(css, open + 1);
    const body = css.slice(open + 1, end);
    if (prelude.startsWith('@')) {
      // conditional groups keep their condition; keyframes, font faces and the like go
      if (/^@(media|supports|layer|container)\b/.test(prelude)) {
        const inner = distil(body);
        if (inner) out += `${prelude}{${inner}}`;
      }
    } else {
      const declarations = noticed(body);
      if (declarations) out += `${prelude}{${declarations}}`;
    }
    i = end + 1;
  }
  return out;
}

const holder = document.createElement('div');
// rc-util lists the held styles (`Array.from(container.children)`) on every style update;
// through jsdom's HTMLCollection proxy each index costs a named-property check that scans
// the collection (4 s of an 83 s profile of shell/tabLimits). A plain array of the same
// elements, in order, is what it needs.
Object.defineProperty(holder, 'children', {
  get(): Element[] {
    const out: Element[] = [];
    for (let child = holder.firstElementChild; child; child = child.nextElementSibling) out.push(child);
    return out;
  },
});
const distilled = document.createElement('style');
distilled.setAttribute('data-test-style-sink', '');
const cache = new WeakMap<Element, { text: string; rules: string }>();
const seen = new MutationObserver(() => undefined);
seen.observe(holder, { subtree: true, childList: true, characterData: true });

const isRcStyle = (node: Node): node is HTMLStyleElement =>
  node instanceof HTMLStyleElement && node.hasAttribute('data-rc-order');

/** Rewrites the distilled stylesheet if the held styles changed since the last call. */
export function syncStyleSink(): void {
  if (!seen.takeRecords().length) return;
  let text = '';
  for (const style of Array.from(holder.children)) {
    const css = style.textContent ?? '';
    let entry = cache.get(style);
    if (!entry || entry.text !== css) {
      entry = { text: css, rules: distil(css) };
      cache.set(style, entry);
    }
    text += entry.rules;
  }
  if (!distilled.isConnected) document.head.appendChild(distilled);
  if (distilled.textContent !== text) distilled.textContent = text;
}

/** Sends rc-util's styles from <head> to the holder (once per document). */
export function installStyleSink(): void {
  const head = document.head as HTMLHeadElement & { styleSinkInstalled?: boolean };
  if (head.styleSinkInstalled) return;
  head.styleSinkInstalled = true;
  const { appendChild, insertBefore, removeChild } = head;
  head.appendChild = function <T extends Node>(node: T): T {
    return isRcStyle(node) ? holder.appendChild(node) : (appendChild.call(this, node) as T);
  };
  head.insertBefore = function <T extends Node>(node: T, child: Node | null): T {
    if (!isRcStyle(node)) return insertBefore.call(this, node, child) as T;
    // before a child of <head> is rc-util's prepend: the holder's first place
    return holder.insertBefore(node, child && child.parentNode !== holder ? holder.firstChild : child);
  };
  head.removeChild = function <T extends Node>(node: T): T {
    return node.parentNode === holder ? holder.removeChild(node) : (removeChild.call(this, node) as T);
  };
}
