import type { Cents } from '@roundhouse/game';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './columns.ts';

export interface ArticlesTable {
  id: Generated<number>;
  /** 1 pages (how to play, agreements), 9 news and help, 14 announcements. */
  group_id: 1 | 9 | 14;
  title_en: string;
  title_chs: string | null;
  title_cht: string | null;
  /** Sanitised HTML (content.service sanitises on write, and again on read). */
  content_en: string;
  content_chs: string | null;
  content_cht: string | null;
  img: string | null;
  sort: Generated<number>;
  published: Generated<boolean>;
  /** The fairness chain an announcement publishes (one each). */
  chain_id: number | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface BannersTable {
  id: Generated<number>;
  image_en: string;
  image_chs: string | null;
  image_cht: string | null;
  title_en: string;
  title_chs: string | null;
  title_cht: string | null;
  link: Generated<string>;
  sort: Generated<number>;
  published: Generated<boolean>;
}

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
