import { List, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DemoBadge } from '../../ui/demo-badge';
import { formatDateTime, localDay } from '../../ui/format';
import { formatMoney } from '../../ui/money';
import { DayRangeFilter, FilterButton, Page } from '../../ui/page';
import { QueryRows } from '../../ui/query-list';
import { useFinanceFlow } from './api/getfinanceflow';

const defaultRange = () => ({ start: localDay(2), end: localDay(0) });

/** /my_income: the fund flow with a date filter (default: the last 3 days), SPEC.md §2. */
export function IncomePage() {
  const { t, i18n } = useTranslation();
  const [range, setRange] = useState(defaultRange);
  const [draft, setDraft] = useState(range);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string>();
  const flow = useFinanceFlow(range);

  const confirm = () => {
    if (draft.start > draft.end) return setError('errMsg.3014');
    setError(undefined);
    setRange(draft);
    setOpen(false);
  };

  return (
    <Page title={t('screens.income')} right={<FilterButton onClick={() => setOpen(true)} />}>
      <div className="flow-range">
        <span>
          {range.start} – {range.end}
        </span>
        <DemoBadge />
      </div>
      <QueryRows
        query={flow}
        items={flow.data}
        empty={t('wallet.noFlow')}
        emptyText={t('wallet.noFlowText')}
        row={(r) => (
          <List.Item
            key={r.id}
            data-testid="flow-row"
            description={
              <>
                <div>{formatDateTime(r.time, i18n.language)}</div>
                <div>
                  {t('wallet.before')} {formatMoney(r.before)}
                </div>
              </>
            }
            extra={
              <span className={r.type === 1 ? 'flow-amount flow-in' : 'flow-amount flow-out'}>
                {formatMoney(r.money, { sign: true })}
              </span>
            }
          >
            {r.reason}
            {r.round ? (
              <Link
                className="flow-round"
                to={`/my_bets?gametype=${r.round.gametype}&seqno=${r.round.seqno}`}
                data-testid="flow-round"
              >
                {t('wallet.roundLink', { seqno: r.round.seqno })}
              </Link>
            ) : null}
          </List.Item>
        )}
      />
      <Popup visible={open} position="right" onMaskClick={() => setOpen(false)} bodyClassName="filter-drawer">
        <h2>{t('wallet.filter')}</h2>
        <DayRangeFilter
          start={draft.start}
          end={draft.end}
          onDay={(which, day) => setDraft({ ...draft, [which]: day })}
          error={error}
          onReset={() => {
            setDraft(defaultRange());
            setError(undefined);
          }}
          onConfirm={confirm}
        />
      </Popup>
    </Page>
  );
}
