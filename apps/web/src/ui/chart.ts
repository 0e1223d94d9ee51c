import { createChart, type IChartApi, type Time } from 'lightweight-charts';

/**
 * A chart in the app's style, sized to its box and following its width; `draw` adds the series.
 * Answers the cleanup. Only lazy-loaded screens import this (the library stays out of the first load).
 */
export function mountChart(
  box: HTMLDivElement,
  options: { height: number; tick: (time: Time) => string; label: (time: Time) => string },
  draw: (chart: IChartApi) => void,
): () => void {
  const chart = createChart(box, {
    height: options.height,
    layout: { background: { color: '#ffffff' }, textColor: '#52606d', attributionLogo: false },
    grid: { vertLines: { color: '#f0f2f5' }, horzLines: { color: '#f0f2f5' } },
    rightPriceScale: { borderVisible: false },
    timeScale: { borderVisible: false, tickMarkFormatter: options.tick },
    localization: { timeFormatter: options.label },
    handleScroll: false,
    handleScale: false,
  });
  draw(chart);
  chart.timeScale().fitContent();
  const resize = new ResizeObserver(() => chart.applyOptions({ width: box.clientWidth }));
  resize.observe(box);
  return () => {
    resize.disconnect();
    chart.remove();
  };
}
