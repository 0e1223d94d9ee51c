export * from './chain.ts';
export * from './check-server.ts';
export * from './commitments.ts';
export * from './fairness.ts';
export * from './rules.ts';
export * from './summary.ts';
