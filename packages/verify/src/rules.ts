/**
 * The published rules of the draw (DESIGN.md §6), per game type: each of the three numbers is in
 * [min, max]; a sum at or above `riseFrom` wins "rise", below it "fall"; odd and even go by the
 * sum's parity. The game registry (packages/game) builds on this table, so the verifier and the
 * server cannot read the rules differently.
 */
export interface DrawRule {
  min: number;
  max: number;
  riseFrom: number;
}

export const DRAWS = {
  1: { min: 0, max: 9, riseFrom: 14 },
  2: { min: 1, max: 6, riseFrom: 11 },
} as const satisfies Record<number, DrawRule>;

/** The rule of a game type, or undefined for one this verifier does not know. */
export function drawRule(gameType: number): DrawRule | undefined {
  return (DRAWS as Record<number, DrawRule>)[gameType];
}

/** Which outcomes a sum wins, in the order orders carry them: rise, fall, odd, even. */
export function outcomesOf(rule: DrawRule, sum: number): [boolean, boolean, boolean, boolean] {
  const rise = sum >= rule.riseFrom;
  const odd = sum % 2 === 1;
  return [rise, !rise, odd, !odd];
}
