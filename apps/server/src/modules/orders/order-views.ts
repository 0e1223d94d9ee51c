import { type ApiLang, type DrawResult, OUTCOME_LABELS } from '@roundhouse/contract';
import { OUTCOMES, winningOutcomes } from '@roundhouse/game';
import type { RoundRow } from '../../db/schema.ts';

/** "alice99" → "a***9": enough to recognise your own, not enough to identify anyone else. */
export function maskName(name: string): string {
  if (name.length <= 2) return `${name.slice(0, 1)}***`;
  return `${name.slice(0, 1)}***${name.slice(-1)}`;
}

export function winsOf(round: Pick<RoundRow, 'game_type' | 'sum'>): number[] {
  if (round.sum === null) return [];
  const won = winningOutcomes(round.game_type, round.sum);
  return OUTCOMES.filter((o) => won[o]);
}

export function resultOf(
  round: Pick<RoundRow, 'game_type' | 'seqno' | 'num1' | 'num2' | 'num3' | 'sum'>,
  labelSet: 'trade' | 'classic',
  lang: ApiLang,
): DrawResult | null {
  if (round.sum === null || round.num1 === null || round.num2 === null || round.num3 === null) return null;
  const labels = OUTCOME_LABELS[labelSet][lang];
  const wins = winsOf(round);
  return {
    seqno: round.seqno,
    num1: round.num1,
    num2: round.num2,
    num3: round.num3,
    sum: round.sum,
    resultcn: `${round.sum} · ${wins.map((w) => labels[w]).join(' · ')}`,
    wins,
  };
}
