import type { PlayLimits } from '@roundhouse/contract';
import { API } from '@roundhouse/contract/web';
import { Button, List, Selector, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoBadge } from '../../ui/demo-badge';
import { confirmDialog } from '../../ui/feedback';
import { formatDateTime } from '../../ui/format';
import { LoadFailed } from '../../ui/load-failed';
import { formatMoney, Money } from '../../ui/money';
import { Page } from '../../ui/page';
import { unbrokenRanges } from '../../ui/unbroken-ranges';
import { useChangeLimits } from './api/change-limits';
import { usePlayLimits } from './api/get-play-limits';
import { usePlayStats } from './api/get-play-stats';
import { LimitEditor } from './limit-editor';
import './play.css';

const WINDOWS = ['today', 'week', 'month', 'all'] as const;
const REMINDERS = [0, 15, 30, 60, 120] as const;

function LimitLine({ limit, label }: { limit: PlayLimits['deposit']; label: string }) {
  const { t, i18n } = useTranslation();
  const per = (period: 'day' | 'week') => t(period === 'day' ? 'play.perDay' : 'play.perWeek');
  return (
    <div className="limit-line">
      <div>{label}</div>
      <div className="limit-value">
        {limit.amount === null
          ? t('play.noLimit')
          : t('play.limitValue', {
              amount: formatMoney(limit.amount),
              per: per(limit.period),
              left: formatMoney(limit.left ?? 0),
            })}
      </div>
      {limit.pending ? (
        <div className="limit-pending">
          {t('play.pending', {
            from: formatDateTime(limit.pending.from, i18n.language),
            value:
              limit.pending.amount === null
                ? t('play.noLimit')
                : `${formatMoney(limit.pending.amount)} ${per(limit.pending.period)}`,
          })}
        </div>
      ) : null}
    </div>
  );
}

/** "My play" (issue 10): the member's own results, and the limits that keep play in hand. */
export function MyPlayPage() {
  const { t, i18n } = useTranslation();
  const stats = usePlayStats();
  const limits = usePlayLimits();
  const reminder = useChangeLimits(API.setPlayReminder);
  const exclude = useChangeLimits(API.selfExclude);
  const [editing, setEditing] = useState<'deposit' | 'loss' | null>(null);
  const excludedUntil = limits.data?.excluded_until;

  const takeBreak = async (days: 1 | 7 | 30) => {
    const until = formatDateTime(new Date(Date.now() + days * 86_400_000).toISOString(), i18n.language);
    const ok = await confirmDialog({
      title: t('play.breakTitle', { count: days }),
      content: t('play.breakConfirm', { until }),
      confirmText: t('play.breakYes'),
    });
    if (ok) await exclude.mutateAsync({ days }).catch(() => {});
  };

  return (
    <Page title={t('screens.play')}>
      <section className="play-section">
        <h2 className="play-heading">
          {t('play.results')} <DemoBadge />
        </h2>
        {stats.data ? (
          <div className="play-grid">
            {WINDOWS.map((w) => {
              const s = stats.data[w];
              return (
                <div key={w} className="play-card" data-testid={`play-${w}`}>
                  <div className="play-card-title">{t(`play.window.${w}`)}</div>
                  <div className={s.net < 0 ? 'play-net money-negative' : 'play-net'}>
                    {formatMoney(s.net, { sign: true })}
                  </div>
                  <div className="play-card-line">
                    {t('play.stake')} <Money value={s.stake} />
                  </div>
                  <div className="play-card-line">{t('play.rounds', { count: s.rounds })}</div>
                  <div className="play-card-line">
                    {t('play.return')} {s.return_pct === null ? '—' : `${s.return_pct.toFixed(1)}%`}
                  </div>
                </div>
              );
            })}
          </div>
        ) : stats.isError ? (
          <LoadFailed query={stats} />
        ) : (
          <Skeleton.Paragraph lineCount={4} animated />
        )}
        {stats.data ? (
          <p className="play-note" data-testid="play-rtp">
            {unbrokenRanges(
              t('play.rtpNote', {
                rtp:
                  stats.data.rtp.min === stats.data.rtp.max
                    ? `${stats.data.rtp.min.toFixed(1)}%`
                    : `${stats.data.rtp.min.toFixed(1)}–${stats.data.rtp.max.toFixed(1)}%`,
              }),
            )}
          </p>
        ) : null}
      </section>

      <List header={t('play.limits')}>
        {(['deposit', 'loss'] as const).map((kind) => (
          <List.Item key={kind} onClick={() => setEditing(kind)} data-testid={`limit-${kind}`}>
            {limits.data ? (
              <LimitLine limit={limits.data[kind]} label={t(`play.${kind}Limit`)} />
            ) : (
              t(`play.${kind}Limit`)
            )}
          </List.Item>
        ))}
      </List>

      <List header={t('play.reminder')}>
        <List.Item description={t('play.reminderNote')}>
          <Selector
            className="play-reminder-options"
            columns={5}
            // None chosen until the member's setting has loaded: "Off" would be a guess.
            value={limits.data ? [limits.data.reminder_minutes ?? 0] : []}
            onChange={(v) => {
              const minutes = v[0];
              if (minutes !== undefined)
                void reminder.mutateAsync({ minutes: minutes === 0 ? null : minutes }).catch(() => {});
            }}
            options={REMINDERS.map((m) => ({
              label: m === 0 ? t('play.off') : t('play.minutes', { count: m }),
              value: m,
            }))}
            data-testid="reminder"
          />
        </List.Item>
      </List>

      <List header={t('play.break')}>
        <List.Item description={t('play.breakNote')}>
          {excludedUntil ? (
            <div className="play-excluded" data-testid="excluded">
              {t('play.excludedUntil', { until: formatDateTime(excludedUntil, i18n.language) })}
            </div>
          ) : (
            <div className="play-break-buttons">
              {([1, 7, 30] as const).map((days) => (
                <Button key={days} size="small" onClick={() => void takeBreak(days)} data-testid={`break-${days}`}>
                  {t('play.breakFor', { count: days })}
                </Button>
              ))}
            </div>
          )}
        </List.Item>
      </List>

      <LimitEditor kind={editing} limits={limits.data} onClose={() => setEditing(null)} />
    </Page>
  );
}
