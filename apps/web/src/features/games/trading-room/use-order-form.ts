import type { OrderView, Room } from '@roundhouse/contract';
import { orderProblem } from '@roundhouse/contract/web';
import { Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, isLostAnswer } from '../../../api/client';
import { useRequestId } from '../../../api/request-id';
import { useUserInfo } from '../../../session';
import { formatMoney } from '../../../ui/money';
import { fetchOrderInfo } from '../api/get-orderinfo';
import { usePlaceOrder } from '../api/order';
import { priceText } from './prices';
import { noteOrdered } from './result-notice';
import { roomRates } from './use-trading-room';

/** How long, and how often, an order whose answer was lost is asked after. */
const CHECK_FOR_MS = 60_000;
const CHECK_EVERY_MS = 1500;

/** Settles once the browser has a connection. */
function untilOnline(): Promise<void> {
  if (navigator.onLine) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

/** The message of each order rule, as the trading room words it (SPEC.md §5; not swapped). */
const RULE_MESSAGES: Record<NonNullable<ReturnType<typeof orderProblem>>, string> = {
  1038: 'games.pleaseSelect',
  1035: 'games.overSelected',
  1030: 'games.pleaseSelect',
  1036: 'games.inputCorrect',
  1034: 'errMsg.1034',
  1037: 'games.orderMinimum',
};

/**
 * The order being composed: selections, price, follow mode, the confirm popup, and placing it.
 * The rules are the contract's (orderProblem), the same the server applies.
 */
export function useOrderForm(room: Room | undefined, round: { id: number; seqno: number } | undefined, open: boolean) {
  const { t } = useTranslation();
  const { data: user } = useUserInfo();
  const place = usePlaceOrder();
  const requestId = useRequestId();
  const [selected, setSelected] = useState<number[]>([]);
  const [price, setPrice] = useState('');
  const [followOf, setFollowOf] = useState<number>();
  const [confirmOpen, setConfirmOpen] = useState(false);
  // An order sent whose answer was lost, being asked after (issue 28).
  const [checking, setChecking] = useState(false);
  // The round the confirm sheet was opened for: when another opens meanwhile (a dropout outlasted
  // the round), the sheet closes and says so instead of placing the order in the next round.
  const [confirmRound, setConfirmRound] = useState<number>();
  const roundId = round?.id;
  useEffect(() => {
    // An order being checked keeps its sheet: its fate is known only once the server answers.
    if (!confirmOpen || checking || confirmRound === undefined || roundId === confirmRound) return;
    setConfirmOpen(false);
    Toast.show({ icon: 'fail', content: t('games.roundChanged') });
  }, [confirmOpen, checking, confirmRound, roundId, t]);
  const openConfirm = () => {
    setConfirmRound(roundId);
    setConfirmOpen(true);
  };

  // A whole number of dollars; "200." and "200.00" are 200, "200.5" is no price (Buy says so).
  const unit = /^\d+(\.0*)?$/.test(price) ? Number.parseInt(price, 10) : 0;
  const total = unit > 0 ? unit * selected.length : 0;
  const warn = (key: string, params: Record<string, string> = {}) =>
    Toast.show({ icon: 'fail', content: t(key, params) });

  /** The first rule the order breaks, as a message key, or null. */
  const problem = (): [string, Record<string, string>?] | null => {
    if (!room || !open) return ['games.closed'];
    const rates = roomRates(room);
    const code = orderProblem(
      selected.map((outcome) => ({ outcome, odds: rates[outcome] ?? 0, price: unit })),
      { rates, minbuy: room.minbuy },
    );
    if (code !== null) return [RULE_MESSAGES[code], { amount: formatMoney(room.minbuy) }];
    if (user && user.money < total) return ['games.notEnoughMoney'];
    return null;
  };
  /** Warns with the first rule the order breaks; true when it breaks none. */
  const check = (): boolean => {
    const found = problem();
    if (found) warn(...found);
    return found === null;
  };

  const toggle = (outcome: number) => {
    if (!open) warn('games.closed');
    // Follow mode: choosing one deselects the others (SPEC.md §4).
    else if (followOf !== undefined) setSelected([outcome]);
    else setSelected((s) => (s.includes(outcome) ? s.filter((o) => o !== outcome) : [...s, outcome].sort()));
  };

  const buy = () => {
    if (check()) openConfirm();
  };

  /** Places the order; answers whether it went through (1034 tells the caller to reload the odds). */
  const confirm = async (onOddsChanged: () => void) => {
    if (!room || !round || !check()) return;
    if (round.id !== confirmRound) {
      setConfirmOpen(false);
      warn('games.roundChanged');
      return;
    }
    const rates = roomRates(room);
    const body = {
      gameid: round.id,
      roomid: room.id,
      order_info: selected.map((o): [number, number, number] => [o, rates[o] as number, unit]),
      follow_of: followOf,
    };
    try {
      await requestId.send((request_id) => placeUntilKnown({ ...body, request_id }));
      noteOrdered(room.type, round.seqno);
      Toast.show({ icon: 'success', content: t('games.buySuccess') });
      setPrice('');
      setSelected([]);
      setFollowOf(undefined);
      setConfirmOpen(false);
    } catch (error) {
      if (error instanceof ApiError && error.errCode === 1034) onOddsChanged();
      if (isLostAnswer(error)) warn('games.orderUnknown');
    } finally {
      setChecking(false);
    }
  };

  /**
   * Sends the order; when its answer is lost (1004: the connection dropped, or no answer in time),
   * asks again with the same request id until the server's answer is known (issue 28): the server
   * stores a request id's orders once, so a retry answers with the orders already placed, or with
   * why none were (the round closed meanwhile). The sheet says "checking" meanwhile.
   */
  const placeUntilKnown = async (body: Parameters<typeof place.mutateAsync>[0]) => {
    const deadline = Date.now() + CHECK_FOR_MS;
    for (;;) {
      try {
        return await place.mutateAsync(body);
      } catch (error) {
        // 1004: the answer was lost; 1014: no process could take it now (busy, or a restart).
        if (!isLostAnswer(error) || Date.now() > deadline) throw error;
        setChecking(true);
        await untilOnline();
        await new Promise((resolve) => setTimeout(resolve, CHECK_EVERY_MS));
      }
    }
  };

  /** Copies someone's order into the form at today's odds, and asks to confirm it. */
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
      else openConfirm();
    } catch {
      // The client has shown why.
    }
  };

  return {
    selected,
    price,
    setPrice: (value: string) => setPrice((was) => priceText(value) ?? was),
    followOf,
    stopFollowing: () => setFollowOf(undefined),
    unit,
    total,
    toggle,
    buy,
    confirm,
    follow,
    confirmOpen,
    closeConfirm: () => setConfirmOpen(false),
    placing: place.isPending || checking,
    checking,
    balance: user?.money,
  };
}

export type OrderForm = ReturnType<typeof useOrderForm>;
