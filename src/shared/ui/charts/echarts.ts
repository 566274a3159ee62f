/** ECharts with only what the console draws, registered once (keeps the bundle small). */
import { BarChart, CustomChart, LineChart, PieChart, ScatterChart } from 'echarts/charts';
import {
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([
  LineChart,
  BarChart,
  PieChart,
  ScatterChart,
  CustomChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  TitleComponent,
  DataZoomComponent,
  CanvasRenderer,
]);

// Browser tests and benchmarks of the demo build reach charts with `__echarts.getInstanceByDom(el)`.
if (import.meta.env.VITE_MOCK === 'true') (globalThis as { __echarts?: typeof echarts }).__echarts = echarts;

export { echarts };
export type { EChartsCoreOption as ChartOption } from 'echarts/core';
