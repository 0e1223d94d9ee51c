export * from './fairness.ts';
export * from './games.ts';
export * from './money.ts';
