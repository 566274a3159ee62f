/** Colours and axis styles of charts on the dark big screens (ECharts options are built by the screens). */
export const BS_TEXT = '#9fb6d9';
export const BS_LINE = 'rgba(120,160,220,0.18)';
export const BS_PALETTE = ['#2f8cff', '#22d3ee', '#34d399', '#fbbf24', '#f472b6', '#a78bfa', '#fb923c'];

export const bsAxis = {
  axisLine: { lineStyle: { color: BS_LINE } },
  axisTick: { show: false },
  axisLabel: { color: BS_TEXT, fontSize: 13 },
  splitLine: { lineStyle: { color: BS_LINE, type: 'dashed' as const } },
};

export const bsLegend = { textStyle: { color: BS_TEXT, fontSize: 13 }, itemWidth: 14, itemHeight: 8 };

/** No animation: the charts are redrawn on every refresh and must not flicker. */
export const bsBase = {
  animation: false,
  color: BS_PALETTE,
  textStyle: { color: BS_TEXT },
  tooltip: { backgroundColor: 'rgba(6,20,45,0.92)', borderColor: '#2f8cff', textStyle: { color: '#e6f0ff' } },
};
