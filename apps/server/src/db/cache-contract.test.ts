import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUND_READS } from '../modules/rounds/rounds.repository.ts';
import { createTestApp, fileTestApp } from '../test/test-app.ts';
import { type AnnouncingTrigger, announcingTriggers, unannounced } from './cache-contract.ts';
import { memoDeclarations } from './memo.ts';

/**
 * Issue 26, part 1: every memo declares what it reads (db/memo.ts), and every column read is one a
 * change trigger announces, so no cache can keep a value the database has changed.
 */
const t = fileTestApp({ SCHEDULER: 'false' });
let triggers: AnnouncingTrigger[];
beforeAll(async () => {
  triggers = await announcingTriggers(t.db);
});

describe("the caches' contract", () => {
  it('covers every memo the app builds, and the triggers announce all they read', () => {
    const names = memoDeclarations().map((m) => m.name);
    for (const expected of ['auth: sessions by token', 'rooms: by id', 'settings: the app config', 'rounds: by id']) {
      expect(names).toContain(expected);
    }
    expect(unannounced(memoDeclarations(), triggers)).toEqual([]);
  });

  it('lists every column of rounds (they keep whole rows)', async () => {
    const { rows } = await sql<{ column: string }>`
      select column_name as column from information_schema.columns where table_name = 'rounds'`.execute(t.db);
    expect([...ROUND_READS.columns].sort()).toEqual(rows.map((r) => r.column).sort());
  });

  it('fails on a column that is read but not announced, and on an event not announced (a deliberate violation)', () => {
    const problems = unannounced(
      [
        { name: 'nicknames', tables: [{ table: 'users', columns: ['nickname', 'status'] }] },
        { name: 'round list', tables: [{ table: 'rounds', columns: ['status'], on: ['delete'] }] },
        { name: 'short-lived', expiresOnly: 'a second' },
      ],
      triggers,
    );
    expect(problems).toEqual([
      'nicknames reads users.nickname, which no trigger announces',
      'round list needs deletes on rounds announced',
    ]);
  });

  it('fails on a whole row read from a table whose trigger watches some columns only', () => {
    expect(unannounced([{ name: 'users', tables: [{ table: 'users', columns: 'all' }] }], triggers)).toEqual([
      'users reads every column of users, but not every update is announced',
    ]);
  });
});

describe('memoised values in tests', () => {
  it('are frozen: a caller that changes a shared cached value fails loudly', async () => {
    const withFeed = await createTestApp({ SCHEDULER: 'false' }, { changes: true });
    try {
      const config = await withFeed.services.settings.appConfig();
      const again = await withFeed.services.settings.appConfig();
      expect(again).toBe(config);
      expect(Object.isFrozen(config)).toBe(true);
      expect(() => {
        (config as { mode: string }).mode = 'live';
      }).toThrow(TypeError);
    } finally {
      await withFeed.close();
    }
  });
});
