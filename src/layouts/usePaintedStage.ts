import { startTransition, useEffect, useState } from 'react';

/**
 * How many of the component's commits have been painted since it mounted, up to `stages`: 0 in
 * its first commit, then one more (a transition) after each commit has been drawn (a frame, then a
 * task). The shell shows its parts in that many steps, so that a cold load commits them (their DOM,
 * their antd styles and the layout their effects read) in several tasks instead of one of 90–140
 * ms (docs/quality.md, the page's long tasks). A hidden tab draws no frames: a task is enough.
 */
export function usePaintedStage(stages: number): number {
  const [stage, setStage] = useState(0);
  useEffect(() => {
    if (stage >= stages) return undefined;
    const next = () => startTransition(() => setStage(stage + 1));
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
      timer = setTimeout(next, 0);
      return () => clearTimeout(timer);
    }
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(next, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [stage, stages]);
  return stage;
}
