/**
 * The map benchmarks' init script (a page's addInitScript, so it runs in the page): records when
 * the map first says it has drawn N points (`window.__drawnAt`, ms since navigation start), when it
 * mounted (`__mountedAt`), and the page's `longtask` entries (`__tasks`, [start, duration]).
 */
export const watchDrawn = () => {
  const w = window;
  w.__drawnAt = null;
  w.__mountedAt = null;
  // the page's longest task from navigation until the map has drawn (the world's build included
  // when the page makes it): what an operator's click would wait behind
  w.__tasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__tasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // no Long Tasks API: reported as 0
  }
  const watch = () => {
    const obs = new MutationObserver(() => {
      if (w.__mountedAt === null && document.querySelector('[data-testid="operation-map"]'))
        w.__mountedAt = performance.now();
      const el = document.querySelector('[data-points-drawn]');
      if (el && w.__drawnAt === null && Number(el.getAttribute('data-points-drawn')) > 0) {
        w.__drawnAt = performance.now();
        w.__drawnCount = Number(el.getAttribute('data-points-drawn'));
      }
    });
    obs.observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-points-drawn'],
    });
    w.__resetDrawn = () => {
      w.__drawnAt = null;
      w.__mountedAt = null;
    };
  };
  if (document.documentElement) watch();
  else document.addEventListener('DOMContentLoaded', watch);
};
