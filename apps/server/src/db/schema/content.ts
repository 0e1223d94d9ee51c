import type { ArticleGroup, LangFieldsWithFallback } from '@roundhouse/contract';
import type { Cents } from '@roundhouse/game';
import type { ColumnType, Generated } from 'kysely';
import type { TextFields, TextsColumn } from '../texts.ts';
import type { CreatedAt } from './columns.ts';

interface ArticleColumns {
  id: Generated<number>;
  /** ARTICLE_GROUPS: pages (how to play, agreements), news and help, announcements. */
  group_id: ArticleGroup;
  img: string | null;
  sort: Generated<number>;
  published: Generated<boolean>;
  /** The fairness chain an announcement publishes (one each). */
  chain_id: number | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** The texts of an article: its title and its (sanitised on write and again on read) HTML. */
export const ARTICLE_TEXTS = { title: 'some', content: 'some' } as const satisfies TextFields;

/** Titles and contents per language, as stored: one JSON column each (db/texts.ts). */
export type ArticlesTable = ArticleColumns & { title: TextsColumn; content: TextsColumn };

/** An article as the code sees it: the fallback language's texts required, the others nullable. */
export type ArticleFields = ArticleColumns &
  LangFieldsWithFallback<'title', string, string | null> &
  LangFieldsWithFallback<'content', string, string | null>;

interface BannerColumns {
  id: Generated<number>;
  link: Generated<string>;
  sort: Generated<number>;
  published: Generated<boolean>;
}

/** A banner's image and its alt text per language. */
export const BANNER_TEXTS = { image: 'some', title: 'some' } as const satisfies TextFields;

export type BannersTable = BannerColumns & { image: TextsColumn; title: TextsColumn };

export type BannerFields = BannerColumns &
  LangFieldsWithFallback<'image', string, string | null> &
  LangFieldsWithFallback<'title', string, string | null>;

export interface ArticleReadsTable {
  user_id: number;
  article_id: number;
  read_at: CreatedAt;
}

export interface PlayLimitsTable {
  user_id: number;
  kind: 'deposit' | 'loss';
  amount_cents: ColumnType<Cents | null, Cents | null, Cents | null>;
  period: 'day' | 'week';
  pending: Generated<boolean>;
  pending_amount_cents: ColumnType<Cents | null, Cents | null | undefined, Cents | null>;
  pending_period: 'day' | 'week' | null;
  pending_from: Date | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface PlaySettingsTable {
  user_id: number;
  reminder_minutes: number | null;
  excluded_until: Date | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}
