import type { Cents } from '@roundhouse/game';
import type { ColumnType } from 'kysely';

export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/**
 * An amount of money in integer cents: read as the branded Cents type (packages/game), so that an
 * amount cannot be mistaken for USD; written from Cents or from a SQL expression.
 */
export type CentsColumn = ColumnType<Cents, Cents, Cents>;
