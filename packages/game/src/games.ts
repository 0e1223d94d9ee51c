import { DRAWS } from '@roundhouse/verify/rules';

/**
 * The game registry (DESIGN.md §6): game types, outcomes and their rules, and the halls rooms stand
 * in. Every other list of game types derives from here (issue 26, part 3); a new game type is a
 * line in GAME_TYPES and GAMES, its labels in the three languages, and its round-length setting.
 * Every outcome has probability exactly 1/2.
 */
export const GAME_TYPES = [1, 2] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** Halls: 1 the VIP hall (VIP level 1 and up), 2 the main hall (SPEC.md §6). */
export const HALLS = [1, 2] as const;
export type Hall = (typeof HALLS)[number];

/** Whether a number is a game type of the registry. */
export function isGameType(value: unknown): value is GameType {
  return (GAME_TYPES as readonly unknown[]).includes(value);
}

/** Outcome indexes as orders carry them: 0 rise, 1 fall, 2 odd, 3 even (SPEC.md §3). */
export const OUTCOMES = [0, 1, 2, 3] as const;
export type Outcome = (typeof OUTCOMES)[number];

export interface GameRules {
  type: GameType;
  /** Each drawn number is in [min, max]. */
  min: number;
  max: number;
  /** A sum at or above this is "rise"; below it, "fall". */
  riseFrom: number;
}

/** The draw's ranges and thresholds are the verifier's published rules (one table for both). */
export const GAMES: Record<GameType, GameRules> = {
  1: { type: 1, ...DRAWS[1] },
  2: { type: 2, ...DRAWS[2] },
};

/** Which of the four outcomes a sum wins. */
export function winningOutcomes(gameType: GameType, sum: number): Record<Outcome, boolean> {
  const rise = sum >= GAMES[gameType].riseFrom;
  const odd = sum % 2 === 1;
  return { 0: rise, 1: !rise, 2: odd, 3: !odd };
}

/** The probability of each outcome: exactly 1/2 for both game types (the sum is symmetric). */
export const OUTCOME_PROBABILITY = 0.5;

/** Return to player of odds: odds × probability, e.g. 1.95 → 0.975. */
export function rtp(odds: number): number {
  return Math.round(odds * OUTCOME_PROBABILITY * 10_000) / 10_000;
}

/** The return to player as a percentage with one decimal, as every screen shows it: 1.95 → "97.5". */
export function rtpPercent(odds: number): string {
  return (rtp(odds) * 100).toFixed(1);
}

/** The exact distribution of the sum of three numbers of a game type: sum → probability. */
export function sumDistribution(gameType: GameType): Map<number, number> {
  const { min, max } = GAMES[gameType];
  const n = max - min + 1;
  const counts = new Map<number, number>();
  for (let a = min; a <= max; a++)
    for (let b = min; b <= max; b++)
      for (let c = min; c <= max; c++) counts.set(a + b + c, (counts.get(a + b + c) ?? 0) + 1);
  return new Map([...counts].map(([sum, count]) => [sum, count / n ** 3]));
}
