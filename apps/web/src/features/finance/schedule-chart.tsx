import { AreaSeries, type Time } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { mountChart } from '../../ui/chart';
import { formatMoney } from '../../ui/money';

/** The cumulative interest of a contract day by day (lazy-loaded with the detail page). */
export default function ScheduleChart({ points }: { points: { day: number; usd: number }[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return;
    return mountChart(box.current, { height: 200, tick: String, label: String, price: formatMoney }, (chart) => {
      const area = chart.addSeries(AreaSeries, {
        lineColor: '#1f4fd1',
        topColor: 'rgba(31, 79, 209, 0.35)',
        bottomColor: 'rgba(31, 79, 209, 0.02)',
        // The total is in the sentence above the chart; its label on the scale sat over the scale's
        // own figures ($2,250.00 over $2,000.00).
        lastValueVisible: false,
        priceLineVisible: false,
      });
      area.setData(points.map((p) => ({ time: p.day as Time, value: p.usd })));
    });
  }, [points]);
  return <div ref={box} className="schedule-chart" data-testid="schedule-chart" />;
}
