import { createChart, type IChartApi, type Time } from 'lightweight-charts';

/**
 * A chart in the app's style, sized to its box and following its width; `draw` adds the series.
 * `price` writes the figures of the price scale and the crosshair (money: with thousands separators,
 * as every figure of the app). Answers the cleanup. Only lazy-loaded screens import this (the library
 * stays out of the first load).
 */
export function mountChart(
  box: HTMLDivElement,
  options: {
    height: number;
    tick: (time: Time) => string;
    label: (time: Time) => string;
    price?: (value: number) => string;
  },
  draw: (chart: IChartApi) => void,
): () => void {
  // The theme's colours (styles.css), read when the chart is made: light or dark.
  const style = getComputedStyle(box);
  const colour = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  const line = colour('--rh-line', '#e6e9ee');
  const chart = createChart(box, {
    height: options.height,
    layout: {
      background: { color: colour('--rh-surface', '#ffffff') },
      textColor: colour('--rh-muted', '#52606d'),
      attributionLogo: false,
    },
    grid: { vertLines: { color: line }, horzLines: { color: line } },
    // A figure at the scale's top or bottom edge is shown whole or not at all (a dice chart's 18 was
    // cut in half by its top edge).
    rightPriceScale: { borderVisible: false, entireTextOnly: true },
    timeScale: { borderVisible: false, tickMarkFormatter: options.tick },
    localization: { timeFormatter: options.label, ...(options.price ? { priceFormatter: options.price } : {}) },
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
