/**
 * The browser APIs antd 6 needs that jsdom lacks (antd 6 in jsdom), and a
 * getComputedStyle that does not cascade antd's whole CSS. Installed once per window: the
 * test files of the shared project (vite.config.ts) run in one window, and the setup file
 * runs before each of them; patches stacked once per file slowed each file down more than
 * the one before (a getComputedStyle wrapper and a MutationObserver per file).
 */
import { installStyleSink, syncStyleSink } from './styleSink';

export function patchWindow(): void {
  const marked = window as Window & { testPatched?: boolean };
  if (marked.testPatched) return;
  marked.testPatched = true;
  installStyleSink();

  // antd's responsive observers (Grid, Table, Layout.Sider) call matchMedia.
  if (typeof window.matchMedia !== 'function') {
    window.matchMedia = (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }

  // antd 6 ships no ResizeObserver fallback: Select, Table and Menu crash without one.
  if (typeof globalThis.ResizeObserver !== 'function') {
    class ResizeObserverStub implements ResizeObserver {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
    globalThis.ResizeObserver = ResizeObserverStub;
    window.ResizeObserver = ResizeObserverStub;
  }

  // jsdom computes a style by cascading every stylesheet and walks up for inherited
  // properties; Testing Library asks it for each ancestor of each candidate of every getByRole
  // (isInaccessible). antd's stylesheets are held outside the document, distilled to what a
  // test can notice (tests/styleSink.ts), and a computed style, a snapshot in jsdom, is kept
  // per element until the DOM changes (any mutation, read synchronously with takeRecords).
  // The pseudo-element argument is ignored: jsdom throws "Not implemented" for it.
  const realGetComputedStyle = window.getComputedStyle.bind(window);
  let styles = new WeakMap<Element, CSSStyleDeclaration>();
  const changes = new MutationObserver(() => {
    styles = new WeakMap();
  });
  changes.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  window.getComputedStyle = ((elt: Element, _pseudoElt?: string | null) => {
    syncStyleSink();
    if (changes.takeRecords().length) styles = new WeakMap();
    let style = styles.get(elt);
    if (!style) {
      style = realGetComputedStyle(elt);
      styles.set(elt, style);
    }
    return style;
  }) as typeof window.getComputedStyle;

  // react-router's hash history looks up `document.querySelector('base')` for every <Link>
  // it renders (createHashHref); with no <base> jsdom's selector engine walks the whole
  // document each time (4.3 s of an 83 s profile of shell/tabLimits). A <base> without href
  // is found at once and changes no URL: the document's base stays its address.
  if (!document.querySelector('base')) document.head.prepend(document.createElement('base'));

  // No canvas in jsdom: Watermark (and anything else drawing) sees "no 2D context".
  HTMLCanvasElement.prototype.getContext = (() => null) as unknown as HTMLCanvasElement['getContext'];

  // jsdom logs "Not implemented" for scrolling; the app scrolls on navigation and form errors.
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
  if (typeof Element.prototype.scrollIntoView !== 'function') {
    Element.prototype.scrollIntoView = () => undefined;
  }
}
