export * from './fairness.ts';
export * from './finance.ts';
export * from './games.ts';
export * from './money.ts';
