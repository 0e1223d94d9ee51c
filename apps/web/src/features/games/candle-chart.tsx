import { CandlestickSeries, createChart, type Time } from 'lightweight-charts';
import { useEffect, useRef } from 'react';

/**
 * Candles of round sums (lazy-loaded with the trend page). Each candle is 10 settled rounds; the
 * time axis is the candle's position, labelled with its last round number.
 */
export default function CandleChart({
  categories,
  series,
}: {
  categories: string[];
  series: [number, number, number, number][];
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return;
    const chart = createChart(box.current, {
      height: 220,
      layout: { background: { color: '#ffffff' }, textColor: '#52606d', attributionLogo: false },
      grid: { vertLines: { color: '#f0f2f5' }, horzLines: { color: '#f0f2f5' } },
      rightPriceScale: { borderVisible: false },
      timeScale: {
        borderVisible: false,
        tickMarkFormatter: (time: Time) => String(categories[Number(time) - 1] ?? '').slice(-5),
      },
      localization: { timeFormatter: (time: Time) => String(categories[Number(time) - 1] ?? '') },
      handleScroll: false,
      handleScale: false,
    });
    const candles = chart.addSeries(CandlestickSeries, {
      upColor: '#1a8f4a',
      downColor: '#d93026',
      wickUpColor: '#1a8f4a',
      wickDownColor: '#d93026',
      borderVisible: false,
    });
    candles.setData(series.map(([open, close, low, high], i) => ({ time: (i + 1) as Time, open, close, low, high })));
    chart.timeScale().fitContent();
    const resize = new ResizeObserver(() => chart.applyOptions({ width: box.current?.clientWidth ?? 300 }));
    resize.observe(box.current);
    return () => {
      resize.disconnect();
      chart.remove();
    };
  }, [categories, series]);
  return <div ref={box} className="candle-chart" data-testid="candle-chart" />;
}
