import ReactEChartsCore from 'echarts-for-react/esm/core';
import { echarts, type ChartOption } from './echarts';

/** An ECharts chart; the option object is built by the caller (and tested as data). */
export default function Chart({
  option,
  height = 320,
  label,
}: {
  option: ChartOption;
  height?: number;
  label: string;
}) {
  return (
    <div role="img" aria-label={label}>
      <ReactEChartsCore echarts={echarts} option={option} notMerge lazyUpdate style={{ height, width: '100%' }} />
    </div>
  );
}
