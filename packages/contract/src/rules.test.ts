import { describe, expect, it } from 'vitest';
import { ORDER_RULES, orderProblem } from './rules.ts';

const room = { rates: [1.95, 1.95, 1.96, 1.95], minbuy: 20 };
const pick = (outcome: number, price = 20, odds = room.rates[outcome] ?? 0) => ({ outcome, odds, price });

describe('orderProblem (one rule set for the trading room and the server)', () => {
  it('accepts a valid order', () => {
    expect(orderProblem([pick(0), pick(2, 5)], room)).toBeNull();
  });

  it('names the first rule broken, in the order of SPEC.md §5', () => {
    expect(orderProblem([], room)).toBe(1038);
    expect(
      orderProblem(
        Array.from({ length: ORDER_RULES.maxSelections + 1 }, () => pick(0)),
        room,
      ),
    ).toBe(1035);
    expect(orderProblem([pick(4)], room)).toBe(1030);
    expect(orderProblem([pick(1), pick(1)], room)).toBe(1030);
    expect(orderProblem([pick(0, 0)], room)).toBe(1036);
    expect(orderProblem([pick(0, 2.5)], room)).toBe(1036);
    expect(orderProblem([pick(0, ORDER_RULES.maxPrice + 1)], room)).toBe(1036);
    expect(orderProblem([pick(0, 20, 1.9)], room)).toBe(1034);
    expect(orderProblem([pick(0, 19)], room)).toBe(1037);
  });
});
