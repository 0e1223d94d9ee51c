import { GAME_TYPES } from '@roundhouse/game';
import { ErrorBlock, Skeleton } from 'antd-mobile';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../state/session';
import { LoadFailed } from '../../ui/load-failed';
import { Money } from '../../ui/money';
import { useTrendData } from './api/get-trend-data';
import { outcomeLabels } from './outcome-labels';

const CandleChart = lazy(() => import('./candle-chart'));

/** /lotteryprize (tab): your win and total for yesterday and today, and each game's real candles. */
export function TrendPage() {
  const { t, i18n } = useTranslation();
  const isLogin = useSession((s) => s.isLogin);
  const trend = useTrendData();
  const labels = outcomeLabels('trade', i18n.language);
  return (
    <div className="tab-page trend-page">
      <header className="wallet-header">
        <h1>{t('screens.trend')}</h1>
      </header>
      {isLogin ? (
        <section className="trend-stats">
          {(
            [
              ['trend.yesterdayWin', trend.data?.yeswin],
              ['trend.yesterdayTotal', trend.data?.yestotal],
              ['trend.todayWin', trend.data?.todaywin],
              ['trend.todayTotal', trend.data?.todaytotal],
            ] as const
          ).map(([key, value]) => (
            <div key={key} className="trend-stat">
              <div className="form-label">{t(key)}</div>
              <div className="trend-stat-value">{value === undefined ? '—' : <Money value={value} />}</div>
            </div>
          ))}
        </section>
      ) : (
        <p className="page-note">
          <Link to="/login">{t('trend.loginForStats')}</Link>
        </p>
      )}
      {trend.isPending ? <Skeleton.Paragraph lineCount={6} animated /> : null}
      {trend.isError && !trend.data ? <LoadFailed query={trend} /> : null}
      {trend.data
        ? GAME_TYPES.map((type) => {
            const chart = trend.data.chartdata[type];
            const { rounds, wins } = chart.frequency;
            return (
              <section key={type} className="trend-game" data-testid={`trend-${type}`}>
                <h2>{t(`games.type${type}`)}</h2>
                <p className="page-note">{t('trend.candleNote')}</p>
                {chart.series.length > 0 ? (
                  <Suspense fallback={<div className="candle-chart" />}>
                    <CandleChart categories={chart.categories} series={chart.series} />
                  </Suspense>
                ) : (
                  <ErrorBlock status="empty" title={t('trend.noCandles')} description={t('trend.noCandlesText')} />
                )}
                {rounds > 0 ? (
                  <div className="frequency">
                    <div className="form-label">{t('trend.frequency', { count: rounds })}</div>
                    {labels.map((label, i) => {
                      const share = (wins[i] ?? 0) / rounds;
                      return (
                        <div key={label} className="frequency-row">
                          <span className="frequency-label">{label}</span>
                          <span className="frequency-bar">
                            <span style={{ width: `${share * 100}%` }} />
                          </span>
                          <span className="frequency-value">
                            {wins[i]} ({(share * 100).toFixed(0)}%)
                          </span>
                        </div>
                      );
                    })}
                  </div>
                ) : null}
              </section>
            );
          })
        : null}
    </div>
  );
}
