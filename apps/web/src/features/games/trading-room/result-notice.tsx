import type { CallData, current, getVorder, RoomEvent } from '@roundhouse/contract';
import { API } from '@roundhouse/contract/web';
import type { GameType } from '@roundhouse/game';
import type { QueryClient } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import type { TFunction } from 'i18next';
import { callApi } from '../../../api/client';
import { usePreferences } from '../../../state/preferences';
import { formatMoney } from '../../../ui/money';
import { gamesKeys } from '../keys';

type ResultEvent = Extract<RoomEvent, { type: 'result' }>;
type Award = CallData<typeof current>;

/** Rounds this tab placed orders in (`gametype:seqno`): their result is announced when settled. */
const ordered = new Set<string>();

export function noteOrdered(gametype: GameType, seqno: number): void {
  ordered.add(`${gametype}:${seqno}`);
}

/** Whether the member has orders in the round: placed from this tab, or listed as theirs in the room. */
function hasOrdered(queryClient: QueryClient, roomid: number, event: ResultEvent): boolean {
  if (ordered.has(`${event.gametype}:${event.seqno}`)) return true;
  const list = queryClient.getQueryData<CallData<typeof getVorder>>(gamesKeys.roomOrders(roomid, event.seqno));
  return list?.list.some((o) => o.mine) ?? false;
}

/** A short tone through Web Audio (no sound file to fetch): two rising notes for a win, one for a loss. */
function chime(won: boolean): void {
  const Context = window.AudioContext;
  if (!Context) return;
  const audio = new Context();
  const notes = won ? [660, 880] : [330];
  notes.forEach((frequency, i) => {
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = frequency;
    gain.gain.setValueAtTime(0.15, audio.currentTime + i * 0.15);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + i * 0.15 + 0.14);
    tone.connect(gain).connect(audio.destination);
    tone.start(audio.currentTime + i * 0.15);
    tone.stop(audio.currentTime + i * 0.15 + 0.15);
  });
  setTimeout(() => void audio.close(), 1000);
}

/** The member's result of a settled round, said once (issue 28): won or lost, and how much. */
export function announce(t: TFunction, award: Award): void {
  if (award.status !== 'settled' || award.stake <= 0) return;
  const won = award.payout > 0;
  const content = won
    ? t('games.resultWon', {
        seqno: award.seqno,
        payout: formatMoney(award.payout),
        net: formatMoney(award.win, { sign: true }),
      })
    : t('games.resultLost', { seqno: award.seqno, stake: formatMoney(award.stake) });
  Toast.show({
    icon: award.win > 0 ? 'success' : undefined,
    content: <span data-testid="result-notice">{content}</span>,
    duration: 4000,
    position: 'top',
  });
  const { resultSound, resultVibrate } = usePreferences.getState();
  if (resultSound) chime(won);
  if (resultVibrate) navigator.vibrate?.(won ? [80, 60, 80] : 150);
}

/** Rounds announced in this tab: once each, however many rooms hear its result. */
const announced = new Set<string>();

/** When a round is settled: if the member ordered in it, their award (one call, only then), announced. */
export async function announceResult(
  queryClient: QueryClient,
  t: TFunction,
  roomid: number,
  event: ResultEvent,
): Promise<void> {
  const key = `${event.gametype}:${event.seqno}`;
  if (announced.has(key) || !hasOrdered(queryClient, roomid, event)) return;
  announced.add(key);
  try {
    const award = await callApi(API.current, { gametype: event.gametype, gameseq: event.seqno }, { silent: true });
    queryClient.setQueryData(gamesKeys.award(event.gametype, event.seqno), award);
    announce(t, award);
  } catch {
    // Not known now: "My bets" has it.
  }
}
