import type { OrderView, Room } from '@roundhouse/contract';
import { rtp } from '@roundhouse/game';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, ErrorBlock, Input, List, Popup, Skeleton, Tag, Toast } from 'antd-mobile';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { useRequestId } from '../../api/request-id';
import { invalidateMoney, useUserInfo } from '../../session';
import { DemoBadge } from '../../ui/demo-badge';
import { formatMoney, Money } from '../../ui/money';
import { Page } from '../../ui/page';
import { useCancelOrder } from './api/cancel-order';
import { useGameInfo } from './api/get-game-info';
import { useGameLog } from './api/get-game-log';
import { fetchOrderInfo } from './api/get-order-info';
import { useRoomOrders } from './api/get-vorder';
import { usePlaceOrder } from './api/place-order';
import { gamesKeys } from './keys';
import { outcomeLabels } from './outcome-labels';
import { formatClock, useCountdown } from './use-countdown';
import { useRoomEvents } from './use-room-events';

const MAX_SELECTIONS = 9;
const RELOAD_AFTER_CLOSE_MS = 5000;
const QUICK_PRICES = [10, 20, 50, 100];

function rates(room: Room): [number, number, number, number] {
  return [room.rate0, room.rate1, room.rate2, room.rate3];
}

/** /activity/{id}: the trading room (SPEC.md §4). */
export function ActivityPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const roomid = Number(useParams().id);
  const queryClient = useQueryClient();
  const info = useGameInfo(roomid);
  const { data: user } = useUserInfo();
  const place = usePlaceOrder();
  const cancel = useCancelOrder();

  const [deadline, setDeadline] = useState<number>();
  const [selected, setSelected] = useState<number[]>([]);
  const [price, setPrice] = useState('');
  const [followOf, setFollowOf] = useState<number>();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [recordsOpen, setRecordsOpen] = useState(false);
  const requestId = useRequestId();
  const shownDialog = useRef(false);

  const data = info.data;
  const room = data?.room;
  const game = data?.game;
  const left = useCountdown(deadline);
  const open = game?.status === 'open' && left > 0;
  const orders = useRoomOrders(roomid, game?.seqno, open);
  const records = useGameLog({ gametype: room?.type, gameseq: game?.seqno }, recordsOpen && !!game);
  const labels = useMemo(() => (room ? outcomeLabels(room.label_set, i18n.language) : null), [room, i18n.language]);

  // The countdown runs from the server's answer; at zero the room closes, and 5 s later reloads.
  useEffect(() => {
    if (!data) return;
    setDeadline(Date.now() + (data.diff.minute * 60 + data.diff.second) * 1000);
  }, [data]);
  useEffect(() => {
    if (!data || left > 0) return;
    const timer = setTimeout(() => {
      void info.refetch();
      void invalidateMoney(queryClient);
    }, RELOAD_AFTER_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [left, data, info, queryClient]);
  useRoomEvents(room?.type, () => {
    void queryClient.invalidateQueries({ queryKey: gamesKeys.info(roomid) });
    void queryClient.invalidateQueries({ queryKey: gamesKeys.orders });
  });

  // The activity dialog on entry: the room's rules, odds and return to player.
  useEffect(() => {
    if (!room || !labels || shownDialog.current) return;
    shownDialog.current = true;
    void Dialog.alert({
      title: room.title,
      content: (
        <div className="activity-dialog">
          <p>{t(`games.type${room.type}Rules`)}</p>
          <p>{t('games.minBuy', { amount: formatMoney(room.minbuy) })}</p>
          {labels.map((label, i) => (
            <div key={label} className="activity-dialog-row">
              <span>{label}</span>
              <span>
                ×{rates(room)[i]?.toFixed(2)} · {t('games.rtp')} {((rtp(rates(room)[i] ?? 0) * 1000) / 10).toFixed(1)}%
              </span>
            </div>
          ))}
        </div>
      ),
      confirmText: t('common.confirm'),
    });
  }, [room, labels, t]);

  const starting = info.error instanceof ApiError && info.error.errCode === 1054;
  if (info.isError && !starting) {
    const err = info.error;
    return (
      <Page title={t('screens.activity')}>
        <ErrorBlock status="default" title={err.message} description="" />
        <div className="form-actions">
          <Button block onClick={() => navigate(-1)}>
            {t('common.back')}
          </Button>
        </div>
      </Page>
    );
  }
  if (!data || !room || !game || !labels) {
    return (
      <Page title={t('screens.activity')}>
        {starting ? <p className="page-note">{t('errMsg.1054')}</p> : null}
        <Skeleton.Paragraph lineCount={8} animated />
      </Page>
    );
  }

  const unit = Number(price);
  const total = Number.isInteger(unit) && unit > 0 ? unit * selected.length : 0;

  const warn = (key: string, params: Record<string, string> = {}) =>
    Toast.show({ icon: 'fail', content: t(key, params) });

  const toggle = (outcome: number) => {
    if (!open) {
      warn('games.closed');
    } else if (followOf !== undefined) {
      // Follow mode: choosing one deselects the others (SPEC.md §4).
      setSelected([outcome]);
    } else {
      setSelected((s) => (s.includes(outcome) ? s.filter((o) => o !== outcome) : [...s, outcome].sort()));
    }
  };

  /** The first rule of SPEC.md §5 the order breaks, with its own (not swapped) message. */
  const problem = (): [string, Record<string, string>?] | null => {
    if (!open) return ['games.closed'];
    if (selected.length === 0) return ['games.pleaseSelect'];
    if (selected.length > MAX_SELECTIONS) return ['games.overSelected'];
    if (!/^\d+$/.test(price) || unit <= 0) return ['games.inputCorrect'];
    if (total < room.minbuy) return ['games.orderMinimum', { amount: formatMoney(room.minbuy) }];
    if (user && user.money < total) return ['games.notEnoughMoney'];
    return null;
  };
  const check = (): boolean => {
    const found = problem();
    if (found) warn(...found);
    return found === null;
  };

  const buy = () => {
    if (check()) setConfirmOpen(true);
  };

  const confirm = async () => {
    if (!check()) return;
    try {
      await place.mutateAsync({
        gameid: game.id,
        roomid,
        order_info: selected.map((o) => [o, rates(room)[o] as number, unit]),
        follow_of: followOf,
        request_id: requestId.id,
      });
      Toast.show({ icon: 'success', content: t('games.buySuccess') });
      setPrice('');
      setSelected([]);
      setFollowOf(undefined);
      setConfirmOpen(false);
      requestId.renew();
    } catch (error) {
      // 1034: the odds changed under the user; reload the room so the popup shows the new ones.
      if (error instanceof ApiError && error.errCode === 1034) void info.refetch();
      requestId.renewIfSpent(error);
    }
  };

  const follow = async (order: OrderView) => {
    if (!open) {
      warn('games.closed');
      return;
    }
    try {
      const source = await fetchOrderInfo(order.id);
      setFollowOf(source.id);
      setSelected([source.value]);
      setPrice(String(Math.round(source.money)));
      if (user && user.money < source.money) warn('games.notEnoughMoney');
      else setConfirmOpen(true);
    } catch {
      // The client has shown why.
    }
  };

  const cancelOrder = async (orderId: number) => {
    if (!open) {
      warn('games.closed');
      return;
    }
    const ok = await Dialog.confirm({
      content: t('games.cancelConfirm'),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    try {
      await cancel.mutateAsync({ roomid, order_id: orderId });
      await Dialog.alert({ content: t('games.cancelSuccess'), confirmText: t('common.confirm') });
      void records.refetch();
    } catch {
      // The client has shown why.
    }
  };

  return (
    <Page
      title={room.title}
      right={
        <button type="button" className="nav-link" onClick={() => setRecordsOpen(true)}>
          {t('games.records')}
        </button>
      }
    >
      <section className="round-card" data-testid="round-card">
        <div className="round-row">
          <div>
            <div className="round-label">{t('games.round')}</div>
            <div className="round-seqno" data-testid="seqno">
              {game.seqno}
            </div>
          </div>
          <div className="round-clock-box">
            <div className="round-label">{open ? t('games.closesIn') : t('games.nextIn')}</div>
            <div className={open ? 'round-clock' : 'round-clock round-clock-closed'} data-testid="countdown">
              {formatClock(left)}
            </div>
          </div>
        </div>
        <div className="round-row round-meta">
          <Tag color={open ? 'success' : 'default'} data-testid="round-state">
            {open ? t('games.open') : t('games.closedShort')}
          </Tag>
          <span>
            {t('user.balance')} {user ? <Money value={user.money} /> : '—'}
          </span>
          <DemoBadge />
        </div>
      </section>

      <section className="results" aria-label={t('games.lastResults')}>
        {data.his.length === 0 ? (
          <div className="results-empty">{t('games.noResults')}</div>
        ) : (
          data.his.slice(0, 5).map((r) => (
            <div key={r.seqno} className="result-row" data-testid="result">
              <span className="result-seqno">{r.seqno % 100_000}</span>
              <span className="result-balls">
                {[r.num1, r.num2, r.num3].map((n, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the three numbers are positional
                  <span key={i} className="ball">
                    {n}
                  </span>
                ))}
              </span>
              <span className="result-text">{r.resultcn}</span>
              <Link className="result-verify" to={`/verify?type=${room.type}&seqno=${r.seqno}`}>
                {t('games.verify')}
              </Link>
            </div>
          ))
        )}
      </section>

      <section className="options">
        {labels.map((label, outcome) => {
          const odds = rates(room)[outcome] ?? 0;
          const active = selected.includes(outcome);
          return (
            <button
              type="button"
              key={label}
              data-testid={`option-${outcome}`}
              className={['option', active ? 'option-active' : '', open ? '' : 'option-disabled'].join(' ')}
              aria-pressed={active}
              aria-disabled={!open}
              onClick={() => toggle(outcome)}
            >
              <span className="option-name">{label}</span>
              <span className="option-odds">×{odds.toFixed(2)}</span>
              <span className="option-rtp">
                {t('games.rtp')} {(rtp(odds) * 100).toFixed(1)}%
              </span>
            </button>
          );
        })}
      </section>
      {followOf !== undefined ? (
        <div className="follow-banner">
          {t('games.following')}{' '}
          <button type="button" className="link-button" onClick={() => setFollowOf(undefined)}>
            {t('common.cancel')}
          </button>
        </div>
      ) : null}

      <section className="buy-bar">
        <div className="buy-price">
          <Input
            value={price}
            onChange={(v) => setPrice(v.replace(/\D/g, '').slice(0, 8))}
            inputMode="numeric"
            placeholder={t('games.pricePlaceholder', { amount: formatMoney(room.minbuy) })}
            aria-label={t('games.price')}
            clearable
          />
        </div>
        <Button color="primary" onClick={buy} disabled={place.isPending} data-testid="buy">
          {t('games.buy')}
        </Button>
      </section>
      <div className="quick-amounts buy-quick">
        {QUICK_PRICES.map((q) => (
          <button
            type="button"
            key={q}
            className={price === String(q) ? 'chip chip-active' : 'chip'}
            onClick={() => setPrice(String(q))}
          >
            {q}
          </button>
        ))}
        <span className="buy-total">
          {t('games.total')} {formatMoney(total)}
        </span>
      </div>

      <section className="room-orders">
        <h2>{t('games.roundOrders')}</h2>
        {orders.data && orders.data.list.length > 0 ? (
          <List>
            {orders.data.list.map((o) => (
              <List.Item
                key={o.id}
                data-testid="room-order"
                description={`${o.username} · ×${o.rate.toFixed(2)}`}
                extra={
                  o.mine ? (
                    <Tag color="primary" fill="outline">
                      {t('games.mine')}
                    </Tag>
                  ) : (
                    <Button size="mini" color="primary" fill="outline" onClick={() => void follow(o)} disabled={!open}>
                      {t('games.follow')}
                    </Button>
                  )
                }
                arrowIcon={false}
              >
                {labels[o.value]} · <Money value={o.money} />
              </List.Item>
            ))}
          </List>
        ) : (
          <div className="results-empty">{t('games.noOrders')}</div>
        )}
      </section>

      <Popup
        visible={confirmOpen}
        onMaskClick={() => setConfirmOpen(false)}
        onClose={() => setConfirmOpen(false)}
        showCloseButton
        bodyClassName="confirm-popup"
      >
        <h2>{t('games.confirmTitle')}</h2>
        <div className="confirm-row">
          <span>{t('games.round')}</span>
          <span>{game.seqno}</span>
        </div>
        <div className="confirm-row">
          <span>{t('games.selections')}</span>
          <span>{selected.length}</span>
        </div>
        {selected.map((o) => (
          <div key={o} className="confirm-row confirm-play">
            <span>
              {labels[o]} ×{rates(room)[o]?.toFixed(2)}
            </span>
            <span>{formatMoney(unit)}</span>
          </div>
        ))}
        <div className="confirm-row confirm-total">
          <span>{t('games.total')}</span>
          <span data-testid="confirm-total">{formatMoney(total)}</span>
        </div>
        <div className="filter-actions">
          <Button onClick={() => setConfirmOpen(false)}>{t('common.cancel')}</Button>
          <Button color="primary" loading={place.isPending} onClick={() => void confirm()} data-testid="confirm-buy">
            {t('common.confirm')}
          </Button>
        </div>
      </Popup>

      <Popup
        visible={recordsOpen}
        onMaskClick={() => setRecordsOpen(false)}
        onClose={() => setRecordsOpen(false)}
        showCloseButton
        bodyClassName="records-popup"
      >
        <h2>{t('games.myOrders', { seqno: game.seqno })}</h2>
        {records.data && records.data.length > 0 ? (
          <List>
            {records.data.map((o) => (
              <List.Item
                key={o.id}
                data-testid="my-order"
                description={o.result ?? t(`games.status.${o.status}`)}
                extra={
                  o.status === 'open' ? (
                    <Button
                      size="mini"
                      color="danger"
                      fill="outline"
                      onClick={() => void cancelOrder(o.id)}
                      disabled={!open}
                    >
                      {t('games.cancel')}
                    </Button>
                  ) : (
                    <Tag color={o.status === 'won' ? 'success' : 'default'}>
                      {o.status === 'won' ? `+${formatMoney(o.payout)}` : t(`games.status.${o.status}`)}
                    </Tag>
                  )
                }
                arrowIcon={false}
              >
                {o.valuecn} · <Money value={o.money} /> ×{o.rate.toFixed(2)}
              </List.Item>
            ))}
          </List>
        ) : (
          <div className="results-empty">{t('games.noMyOrders')}</div>
        )}
      </Popup>
    </Page>
  );
}
