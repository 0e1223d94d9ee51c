import type { Bet } from '@roundhouse/contract';
import { BET_STATUSES, type BetStatus } from '@roundhouse/contract/web';
import { GAME_TYPES, type GameType } from '@roundhouse/game';
import { Button, List, Popup, Selector, Tag } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '../../ui/format';
import { formatMoney, Money } from '../../ui/money';
import { DayRangeFilter, FilterButton, Page } from '../../ui/page';
import { QueryRows } from '../../ui/query-list';
import { type BetsFilter, useMyBets } from './api/get-my-bets';
import './bets.css';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const whole = (value: string | null) => (value && /^\d{1,16}$/.test(value) ? Number(value) : undefined);

/** The filter the address carries (so a fund-flow row can link to one round's bets); junk is ignored. */
function filterOf(params: URLSearchParams): BetsFilter {
  const gametype = whole(params.get('gametype'));
  const status = params.get('status');
  const start = params.get('start');
  const end = params.get('end');
  const filter: BetsFilter = {};
  if (GAME_TYPES.includes(gametype as GameType)) filter.gametype = gametype as GameType;
  const roomid = whole(params.get('roomid'));
  if (roomid) filter.roomid = roomid;
  const seqno = whole(params.get('seqno'));
  if (seqno && filter.gametype) filter.seqno = seqno;
  if (BET_STATUSES.includes(status as BetStatus)) filter.status = status as BetStatus;
  if (start && DAY.test(start)) filter.start = start;
  if (end && DAY.test(end)) filter.end = end;
  return filter;
}

function paramsOf(filter: BetsFilter): Record<string, string> {
  return Object.fromEntries(Object.entries(filter).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])));
}

function BetRow({ bet }: { bet: Bet }) {
  const { t, i18n } = useTranslation();
  const settled = bet.status === 'won' || bet.status === 'lost';
  return (
    <List.Item
      data-testid="bet-row"
      arrowIcon={false}
      description={
        <>
          <div>{bet.result ? `${t('bets.result')} ${bet.result}` : t(`games.status.${bet.status}`)}</div>
          <div>{formatDateTime(bet.created_at, i18n.language)}</div>
        </>
      }
      extra={
        <div className="bet-side">
          <Tag color={bet.status === 'won' ? 'success' : bet.status === 'lost' ? 'default' : 'primary'} fill="outline">
            {bet.status === 'won'
              ? t('bets.payout', { amount: formatMoney(bet.payout) })
              : t(`bets.status.${bet.status}`)}
          </Tag>
          {settled ? (
            <Link className="bet-verify" to={`/verify?type=${bet.gametype}&seqno=${bet.seqno}`}>
              {t('games.verify')}
            </Link>
          ) : null}
        </div>
      }
    >
      <div className="bet-title">{bet.room}</div>
      <div className="bet-round">{t('bets.round', { seqno: bet.seqno })}</div>
      <div className="bet-pick">
        {bet.valuecn} · <Money value={bet.money} /> ×{bet.rate.toFixed(2)}
      </div>
    </List.Item>
  );
}

/** /my_bets: every order of the member across rounds, filtered and paged (issue 28). */
export function MyBetsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => filterOf(params), [params]);
  const bets = useMyBets(filter);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(filter);
  const [error, setError] = useState<string>();
  const list = bets.data?.pages.flatMap((p) => p.list) ?? [];
  // The rooms to filter by: those of the bets on show, and the one filtered by.
  const rooms = useMemo(() => {
    const names = new Map(list.map((b) => [b.roomid, b.room]));
    if (filter.roomid && !names.has(filter.roomid)) names.set(filter.roomid, `#${filter.roomid}`);
    return [...names].sort((a, b) => a[0] - b[0]);
  }, [list, filter.roomid]);
  const apply = (next: BetsFilter) => setParams(paramsOf(next), { replace: true });

  const openFilter = () => {
    setDraft(filter);
    setError(undefined);
    setOpen(true);
  };
  const confirm = () => {
    if (draft.start && draft.end && draft.start > draft.end) return setError('errMsg.3014');
    apply(draft);
    setOpen(false);
  };

  return (
    <Page title={t('screens.bets')} right={<FilterButton onClick={openFilter} />}>
      <Selector
        className="bets-status"
        columns={5}
        options={[
          { label: t('bets.all'), value: 'all' },
          ...(['won', 'lost', 'open', 'cancelled'] as const).map((s) => ({ label: t(`bets.status.${s}`), value: s })),
        ]}
        value={[filter.status ?? 'all']}
        onChange={([value]) => {
          const { status: _, ...rest } = filter;
          apply(value && value !== 'all' ? { ...rest, status: value as BetStatus } : rest);
        }}
      />
      {filter.seqno || filter.gametype || filter.roomid || filter.start || filter.end ? (
        <div className="bets-active" data-testid="bets-active">
          <span>
            {[
              filter.gametype ? t(`games.type${filter.gametype}`) : null,
              filter.roomid ? rooms.find(([id]) => id === filter.roomid)?.[1] : null,
              filter.seqno ? t('bets.round', { seqno: filter.seqno }) : null,
              filter.start || filter.end ? `${filter.start ?? '…'} – ${filter.end ?? '…'}` : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
          <Button
            size="small"
            fill="none"
            color="primary"
            onClick={() => apply(filter.status ? { status: filter.status } : {})}
          >
            {t('bets.showAll')}
          </Button>
        </div>
      ) : null}
      <QueryRows
        query={bets}
        items={bets.data && list}
        empty={t('bets.empty')}
        emptyText={t('bets.emptyText')}
        className="bets-list"
        row={(bet) => <BetRow key={bet.id} bet={bet} />}
      />
      <Popup visible={open} position="right" onMaskClick={() => setOpen(false)} bodyClassName="filter-drawer">
        <h2>{t('wallet.filter')}</h2>
        <div className="bets-field">{t('bets.game')}</div>
        <Selector
          columns={3}
          options={[
            { label: t('bets.all'), value: 0 },
            ...GAME_TYPES.map((type) => ({ label: t(`games.type${type}`), value: type })),
          ]}
          value={[draft.gametype ?? 0]}
          onChange={([value]) => {
            const { gametype: _, seqno: __, ...rest } = draft;
            setDraft(value ? { ...rest, gametype: value as GameType } : rest);
          }}
        />
        <label className="date-field">
          <span>{t('bets.room')}</span>
          <select
            value={draft.roomid ?? ''}
            onChange={(e) => {
              const { roomid: _, ...rest } = draft;
              setDraft(e.target.value ? { ...rest, roomid: Number(e.target.value) } : rest);
            }}
          >
            <option value="">{t('bets.all')}</option>
            {rooms.map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <DayRangeFilter
          start={draft.start}
          end={draft.end}
          onDay={(which, day) => setDraft({ ...draft, [which]: day || undefined })}
          error={error}
          onReset={() => setDraft({})}
          onConfirm={confirm}
          confirmTestId="bets-apply"
        />
      </Popup>
    </Page>
  );
}
