/**
 * Chart for jsdom, where ECharts cannot draw: the same props, with each series'
 * name and total shown as text so that screen tests can check what would be drawn.
 *
 *   vi.mock('@/shared/ui/charts/Chart', () => import('../stubs/chartStub'));
 */
import type { ChartOption } from '@/shared/ui/charts/echarts';

interface Series {
  name?: string;
  data?: unknown[];
}

export default function ChartStub({ option, label }: { option: ChartOption; label: string }) {
  const series = ((option as { series?: Series[] }).series ?? []).map(
    (s) => `${s.name ?? ''}:${(s.data ?? []).reduce<number>((a, v) => a + (typeof v === 'number' ? v : 0), 0)}`,
  );
  return (
    <div role="img" aria-label={label} data-testid="chart-stub">
      {series.join(' | ')}
    </div>
  );
}
