import { CandlestickSeries, type Time } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { mountChart } from '../../ui/chart';

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
    const label = (time: Time) => String(categories[Number(time) - 1] ?? '');
    return mountChart(box.current, { height: 220, tick: (time) => label(time).slice(-5), label }, (chart) => {
      const candles = chart.addSeries(CandlestickSeries, {
        upColor: '#1a8f4a',
        downColor: '#d93026',
        wickUpColor: '#1a8f4a',
        wickDownColor: '#d93026',
        borderVisible: false,
        // A candle's figures are sums of drawn numbers, whole numbers (not money: 14, never 14.00).
        priceFormat: { type: 'price', precision: 0, minMove: 1 },
      });
      candles.setData(series.map(([open, close, low, high], i) => ({ time: (i + 1) as Time, open, close, low, high })));
    });
  }, [categories, series]);
  return <div ref={box} className="candle-chart" data-testid="candle-chart" />;
}
