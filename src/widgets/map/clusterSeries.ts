import type { MapCluster, MapGroup } from './types';

/** A cluster's circle: wider the more vehicles it holds (24 px for a few, 56 px for 100,000). */
export const clusterSize = (count: number): number => Math.round(Math.min(56, 20 + 7 * Math.log10(Math.max(2, count))));

/** '12,345' up to 9,999, then '1.2万' (a circle holds a few characters). */
export function clusterLabel(count: number): string {
  return count < 10000 ? count.toLocaleString('zh-CN') : `${(count / 10000).toFixed(count < 100000 ? 1 : 0)}万`;
}

/** The fallback map's clusters: one circle each, in the colour of the group most of its vehicles are in, with their number. */
export function clusterSeries(clusters: readonly MapCluster[], groups: readonly MapGroup[]) {
  const colour = new Map(groups.map((g) => [g.key, g.color]));
  return {
    type: 'scatter' as const,
    name: '__clusters',
    z: 5,
    data: clusters.map((c) => ({
      value: c.position,
      symbolSize: clusterSize(c.count),
      itemStyle: { color: colour.get(c.group) ?? '#1677ff', opacity: 0.85, borderColor: '#fff', borderWidth: 2 },
      label: { show: true, formatter: clusterLabel(c.count), color: '#fff', fontSize: 11, fontWeight: 'bold' as const },
    })),
    emphasis: { scale: 1.1 },
  };
}
