import { AreaSeries, createChart, type Time } from 'lightweight-charts';
import { useEffect, useRef } from 'react';

/** The cumulative interest of a contract day by day (lazy-loaded with the detail page). */
export default function ScheduleChart({ points }: { points: { day: number; usd: number }[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return;
    const chart = createChart(box.current, {
      height: 200,
      layout: { background: { color: '#ffffff' }, textColor: '#52606d', attributionLogo: false },
      grid: { vertLines: { color: '#f0f2f5' }, horzLines: { color: '#f0f2f5' } },
      rightPriceScale: { borderVisible: false },
      timeScale: { borderVisible: false, tickMarkFormatter: (time: Time) => String(time) },
      localization: { timeFormatter: (time: Time) => String(time) },
      handleScroll: false,
      handleScale: false,
    });
    const area = chart.addSeries(AreaSeries, {
      lineColor: '#1f4fd1',
      topColor: 'rgba(31, 79, 209, 0.35)',
      bottomColor: 'rgba(31, 79, 209, 0.02)',
    });
    area.setData(points.map((p) => ({ time: p.day as Time, value: p.usd })));
    chart.timeScale().fitContent();
    const resize = new ResizeObserver(() => chart.applyOptions({ width: box.current?.clientWidth ?? 300 }));
    resize.observe(box.current);
    return () => {
      resize.disconnect();
      chart.remove();
    };
  }, [points]);
  return <div ref={box} className="schedule-chart" data-testid="schedule-chart" />;
}
