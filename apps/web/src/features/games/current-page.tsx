import { Button, DotLoading, List, Tag } from 'antd-mobile';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError, isLostAnswer } from '../../api/client';
import { DemoBadge } from '../../ui/demo-badge';
import { LoadFailed } from '../../ui/load-failed';
import { Missing } from '../../ui/missing';
import { formatMoney, Money } from '../../ui/money';
import { Page } from '../../ui/page';
import { useRoundAward } from './api/current';
import { isRoomId, useGameInfo } from './api/get-gameinfo';
import { useGameLog } from './api/get-gamelog';
import { ClockFigures } from './clock-figures';
import { useDeadlineReached } from './use-countdown';
import './games.css';
import { roundNumberOf } from './round-number';

const STATE_COLOR = { open: 'success', closed: 'warning', drawn: 'warning', settled: 'primary' } as const;

/**
 * /current/{room id}: one round of the room as a page. It follows the round that was current when
 * the page opened (pinned in the address as ?seqno=), through its close and draw, to the result and
 * the member's award, with a link to verify it.
 */
export function CurrentRoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const roomid = Number(useParams().id);
  const valid = isRoomId(roomid);
  const [params, setParams] = useSearchParams();
  const info = useGameInfo(roomid);
  const room = info.data?.room;
  const current = info.data?.game;
  const pinned = roundNumberOf(params.get('seqno'));
  const seqno = pinned ?? current?.seqno;

  // Pin the round, so that the page stays on it after the room moves on.
  useEffect(() => {
    if (!pinned && current) setParams({ seqno: String(current.seqno) }, { replace: true });
  }, [pinned, current, setParams]);

  const award = useRoundAward(room?.type, seqno);
  const orders = useGameLog({ gametype: room?.type, gameseq: seqno }, seqno !== undefined && room !== undefined);
  const status = award.data?.status;
  // The orders change state when the round settles.
  useEffect(() => {
    if (status === 'settled') void orders.refetch();
  }, [status, orders.refetch]);

  const isCurrent = current !== undefined && current.seqno === seqno;
  const deadline = useMemo(
    () =>
      info.data && isCurrent
        ? Date.now() + (new Date(info.data.game.closes_at).getTime() - new Date(info.data.server_time).getTime())
        : undefined,
    [info.data, isCurrent],
  );
  const reached = useDeadlineReached(deadline);
  const openNow = status === 'open' && !reached;
  // An answer that never came says nothing of the room or the round: what was shown stays, and a
  // screen with nothing to show asks again.
  const infoLost = isLostAnswer(info.error);
  const awardLost = isLostAnswer(award.error);
  const lost = (infoLost && !info.data) || (awardLost && !award.data);
  const missing =
    !valid ||
    (!infoLost && info.error instanceof ApiError && info.error.errCode !== 1054) ||
    (!awardLost && award.isError && !award.data);

  // The room is there but the round in the address is not one of its rounds: it leads to the room's own.
  const noSuchRound = room !== undefined && award.error instanceof ApiError && award.error.errCode === 1027;
  if (missing) {
    return (
      <Page title={t('screens.current')}>
        <Missing
          testId="current-missing"
          {...(noSuchRound
            ? {
                title: t('errMsg.1027'),
                text: t('current.roundMissingText', { seqno, room: room.title }),
                action: { label: t('current.toCurrent'), to: `/current/${roomid}` },
              }
            : {
                title: t('current.missing'),
                text: t('current.missingText'),
                action: { label: t('screens.roomList'), to: '/room_list/2' },
              })}
        />
      </Page>
    );
  }
  if (lost) {
    return (
      <Page title={t('screens.current')}>
        <LoadFailed query={info.data ? award : info} />
      </Page>
    );
  }
  if (!room || !seqno || !award.data) {
    return (
      <Page title={t('screens.current')}>
        <div className="content-loading" style={{ display: 'flex', justifyContent: 'center', padding: 24 }}>
          <DotLoading />
        </div>
      </Page>
    );
  }

  const a = award.data;
  const shownStatus = status === 'open' && !openNow ? 'closed' : (status ?? 'open');
  return (
    <Page title={t('screens.current')}>
      <section className="round-card current-card" data-testid="current-round">
        <div className="round-row">
          <div>
            <div className="round-label">{room.title}</div>
            <div className="round-seqno" data-testid="current-seqno">
              {seqno}
            </div>
          </div>
          <div className="round-clock-box">
            {openNow ? (
              <>
                <div className="round-label">{t('games.closesIn')}</div>
                <ClockFigures deadline={deadline} className="round-clock" />
              </>
            ) : null}
          </div>
        </div>
        <div className="round-row round-meta">
          <Tag color={STATE_COLOR[shownStatus]} data-testid="current-state">
            {t(`current.state.${shownStatus}`)}
          </Tag>
          <DemoBadge />
        </div>
        {a.result ? (
          <div className="current-result" data-testid="current-result">
            <span className="result-balls">
              {[a.result.num1, a.result.num2, a.result.num3].map((n, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the three numbers are positional
                <span key={i} className="ball">
                  {n}
                </span>
              ))}
            </span>
            <span className="result-text">{a.result.resultcn}</span>
          </div>
        ) : null}
      </section>

      <List header={t('current.yourAward')}>
        <List.Item extra={<Money value={a.stake} />}>{t('current.stake')}</List.Item>
        <List.Item extra={status === 'settled' ? <Money value={a.payout} /> : '—'}>{t('current.payout')}</List.Item>
        <List.Item
          extra={
            status === 'settled' ? <span data-testid="current-net">{formatMoney(a.win, { sign: true })}</span> : '—'
          }
        >
          {t('current.net')}
        </List.Item>
      </List>

      <List header={t('current.yourOrders')}>
        {orders.data && orders.data.length > 0 ? (
          orders.data.map((o) => (
            <List.Item
              key={o.id}
              data-testid="current-order"
              description={`${o.room} · ${t(`games.status.${o.status}`)}`}
              extra={
                <>
                  <Money value={o.money} />
                  {o.status === 'won' ? (
                    <div className="current-payout">{t('bets.payout', { amount: formatMoney(o.payout) })}</div>
                  ) : null}
                </>
              }
            >
              {o.valuecn} × {o.rate}
            </List.Item>
          ))
        ) : (
          <List.Item>{t('games.noMyOrders')}</List.Item>
        )}
      </List>

      <div className="current-actions">
        {status === 'settled' ? (
          <Link to={`/verify?type=${room.type}&seqno=${seqno}`} data-testid="current-verify">
            <Button block color="primary" fill="outline">
              {t('current.verify')}
            </Button>
          </Link>
        ) : null}
        {openNow ? (
          <Button block color="primary" onClick={() => navigate(`/activity/${roomid}`)}>
            {t('current.trade')}
          </Button>
        ) : null}
        {!isCurrent && current ? (
          <Button block onClick={() => setParams({ seqno: String(current.seqno) })} data-testid="current-next">
            {t('current.next', { seqno: current.seqno })}
          </Button>
        ) : null}
      </div>
    </Page>
  );
}
