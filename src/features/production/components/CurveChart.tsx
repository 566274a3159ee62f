import ReactEChartsCore from 'echarts-for-react/esm/core';
import { GraphicComponent } from 'echarts/components';
import { useEffect, useRef } from 'react';
import type { EChartsType } from 'echarts/core';
import { echarts } from '@/shared/ui/charts/echarts';
import { curveOption, snapPoint } from '../voltageCurve';
import type { VoltagePoint } from '@contract/production';

echarts.use([GraphicComponent]);

/**
 * The voltage → percent curve; with `onMove`, each point is a handle that can be dragged
 * (ECharts graphic circles placed over the series' points).
 */
export default function CurveChart({
  points,
  onMove,
  height = 280,
}: {
  points: VoltagePoint[];
  onMove?: (index: number, p: VoltagePoint) => void;
  height?: number;
}) {
  const chart = useRef<EChartsType | null>(null);
  const move = useRef(onMove);
  useEffect(() => {
    move.current = onMove;
  });

  const place = () => {
    const c = chart.current;
    if (!c || !move.current) return;
    c.setOption({
      graphic: points.map((p, i) => ({
        type: 'circle',
        id: `h${i}`,
        position: c.convertToPixel('grid', [p.voltage, p.percent]),
        shape: { r: 9 },
        invisible: true,
        draggable: true,
        z: 100,
        ondragend(this: { x: number; y: number }) {
          move.current?.(i, snapPoint(c.convertFromPixel('grid', [this.x, this.y]) as number[]));
        },
      })),
    });
  };
  useEffect(place, [points]);

  return (
    <div role="img" aria-label="电压曲线">
      <ReactEChartsCore
        echarts={echarts}
        option={curveOption(points)}
        notMerge
        style={{ height, width: '100%' }}
        onChartReady={(c: EChartsType) => {
          chart.current = c;
          place();
        }}
      />
    </div>
  );
}
