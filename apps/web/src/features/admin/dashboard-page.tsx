import type { MoneyTotals } from '@roundhouse/contract';
import { ADMIN_API } from '@roundhouse/contract/web-admin';
import { formatUsdText } from '@roundhouse/game';
import { Button } from 'antd-mobile';
import { HistogramSeries } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { mountChart } from '../../ui/chart';
import { clock, count, usd, when } from './format';
import { Card, NoEntries, NotYet, Section } from './parts';
import { useStaff } from './staff';
import { useAdminMutation, useAdminQuery } from './use-admin';

const DASHBOARD_REFRESH_MS = 10_000;
const KINDS: (keyof MoneyTotals)[] = ['deposits', 'withdrawals', 'stakes', 'payouts', 'house'];

function Totals({ totals, testId }: { totals: MoneyTotals; testId: string }) {
  const { t } = useTranslation('admin');
  return (
    <div className="admin-cards" data-testid={testId}>
      {KINDS.map((k) => (
        <div key={k} className="admin-card">
          <span>{t(`money.${k}`)}</span>
          <strong className={k === 'house' && totals.house.startsWith('-') ? 'admin-warn' : undefined}>
            {formatUsdText(totals[k], { symbol: false })}
          </strong>
        </div>
      ))}
    </div>
  );
}

/** The house result of each of the 7 days, as bars (what the ledger recorded, nothing else). */
function HouseChart({ days }: { days: (MoneyTotals & { day: string })[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return;
    return mountChart(
      box.current,
      {
        height: 220,
        tick: (time) => String(time).slice(5),
        label: (time) => String(time),
        // As the console writes money: thousands separators (the axis would write 12500.00).
        price: usd,
      },
      (chart) => {
        const series = chart.addSeries(HistogramSeries, {
          priceFormat: { type: 'price', precision: 2, minMove: 0.01 },
        });
        // A chart draws floats: exact enough for bars, while the figures above stay exact text.
        series.setData(
          days.map((d) => ({
            time: d.day,
            value: Number(d.house),
            color: d.house.startsWith('-') ? '#c62828' : '#2e7d32',
          })),
        );
      },
    );
  }, [days]);
  return <div ref={box} className="admin-chart" />;
}

export function DashboardPage() {
  const { t, i18n } = useTranslation('admin');
  const staff = useStaff();
  // The open rounds, the queues and who is connected are live: asked again while the screen is shown.
  const dash = useAdminQuery(
    ADMIN_API.adminDashboard,
    { tz_offset: new Date().getTimezoneOffset() },
    { refreshMs: DASHBOARD_REFRESH_MS },
  );
  const audit = useAdminMutation(ADMIN_API.adminAuditLedger);
  const data = dash.data;
  if (!data) return <NotYet query={dash} />;
  return (
    <>
      <Section title={t('dash.today')}>
        <Totals totals={data.today} testId="dash-today" />
        <p className="admin-muted">{t('dash.houseNote')}</p>
      </Section>
      <Section title={t('dash.week')}>
        <Totals totals={data.week} testId="dash-week" />
        <p className="admin-muted">{t('dash.houseChart')}</p>
        <HouseChart days={data.days} />
      </Section>
      <Section title={t('dash.now')}>
        <div className="admin-cards">
          <Card label={t('dash.pendingDeposits')} testId="pending-deposits">
            {count(data.pending.deposits)}
          </Card>
          <Card label={t('dash.pendingWithdrawals')} testId="pending-withdrawals">
            {count(data.pending.withdrawals)}
          </Card>
          <Card label={t('dash.online')}>{count(data.online)}</Card>
          <Card label={t('dash.members')}>{count(data.members)}</Card>
        </div>
        {data.open_rounds.length === 0 ? (
          <NoEntries text={t('dash.noOpenRound')} />
        ) : (
          <table className="admin-table admin-open-rounds" data-testid="open-rounds">
            <thead>
              <tr>
                <th>{t('dash.round')}</th>
                <th>{t('dash.closes')}</th>
                <th className="num">{t('dash.orders')}</th>
                <th className="num">{t('money.stakes')}</th>
              </tr>
            </thead>
            <tbody>
              {data.open_rounds.map((r) => (
                <tr key={r.game_type}>
                  <td>
                    {t(`game.${r.game_type}`)}
                    <div className="admin-muted">{r.seqno}</div>
                  </td>
                  <td>{clock(r.closes_at, i18n.language)}</td>
                  <td className="num">{count(r.orders)}</td>
                  <td className="num">{formatUsdText(r.stake, { symbol: false })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Section>
      <Section
        title={t('dash.audit')}
        right={
          staff.can('read') ? (
            <Button size="small" loading={audit.isPending} onClick={() => audit.mutate({})}>
              {t('dash.runAudit')}
            </Button>
          ) : null
        }
      >
        {data.last_audit ? (
          <p data-testid="last-audit" className={data.last_audit.ok ? undefined : 'admin-warn'}>
            {data.last_audit.ok
              ? t('dash.auditOk', { at: when(data.last_audit.at, i18n.language) })
              : t('dash.auditBad', { count: data.last_audit.problems, at: when(data.last_audit.at, i18n.language) })}
          </p>
        ) : (
          <p className="admin-muted">{t('dash.auditNever')}</p>
        )}
      </Section>
    </>
  );
}
