import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { checkRepository } from './boundaries.mjs';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'roundhouse-boundaries-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

describe('the boundary check', () => {
  it('passes a tree that keeps the rules', () => {
    write(
      'apps/server/src/modules/orders/orders.service.ts',
      "import type { R } from '../rounds/rounds.service.ts';\n",
    );
    write('apps/server/src/modules/rounds/rounds.service.ts', 'export type R = 1;\n');
    write('apps/web/src/features/games/index.ts', "export { useRooms } from './api/rooms';\n");
    write('apps/web/src/features/games/api/rooms.ts', 'export const useRooms = 1;\n');
    write('apps/web/src/features/home/home-page.tsx', "import { useRooms } from '../games';\n");
    expect(checkRepository(root)).toEqual([]);
  });

  it('fails on a module cycle and on a deep import into another feature (deliberate violations)', () => {
    write('apps/server/src/modules/rounds/scheduler.ts', "import { settle } from '../orders/orders.service.ts';\n");
    write('apps/web/src/features/home/ticker.tsx', "import { useRooms } from '../games/api/rooms';\n");
    write('apps/web/src/features/games/room-page.tsx', "import '../home/home-page';\n");
    const problems: string[] = checkRepository(root);
    expect(problems).toContain(
      'apps/server/src/modules: the units depend on each other in a cycle: orders → rounds → orders',
    );
    expect(problems).toContain(
      'apps/web/src/features/home/ticker.tsx imports apps/web/src/features/games/api/rooms: use apps/web/src/features/games (its index.ts)',
    );
    expect(problems).toContain(
      'apps/web/src/features: the units depend on each other in a cycle: games → home → games',
    );
  });

  it('lets the web app take types from the contract but values only from its zod-free entry', () => {
    write('apps/web/src/api/typed.ts', "import type { CallDef } from '@roundhouse/contract';\n");
    write('apps/web/src/api/light.ts', "import { API } from '@roundhouse/contract/web';\n");
    write('apps/web/src/api/heavy.ts', "import { getconfig, type CallDef } from '@roundhouse/contract';\n");
    write('apps/web/src/api/form.ts', "import { z } from 'zod';\n");
    write('apps/web/src/api/form-ok.ts', "import { z } from '@roundhouse/contract/zod';\n");
    const problems: string[] = checkRepository(root);
    expect(problems.filter((p) => p.includes('@roundhouse/contract')).sort()).toEqual([
      'apps/web/src/api/form.ts imports zod itself: use @roundhouse/contract/zod (no eval under the CSP)',
      'apps/web/src/api/heavy.ts imports values from @roundhouse/contract: use @roundhouse/contract/web (or import type)',
    ]);
  });

  it('keeps game types and language codes in their registries (deliberate violations)', () => {
    write('packages/game/src/games.ts', 'export const GAME_TYPES = [1, 2] as const;\n');
    write('apps/server/src/modules/rooms/rooms.seed.ts', "export const ROOMS = [{ title_chs: '数字' }];\n");
    write('apps/server/src/test/bodies.ts', "export const BODY = { title_cht: 'x' };\n");
    write(
      'apps/server/src/modules/rounds/rounds.service.ts',
      "export type R = 1;\n// a comment may say 1 | 2\nfor (const type of [1, 2] as const) {}\nconst lang = 'cht';\n",
    );
    write('apps/web/src/features/games/keys.ts', 'export const rooms = (hall: 1 | 2) => hall;\n');
    const problems: string[] = checkRepository(root);
    expect(problems.filter((p) => p.includes(' spells ')).sort()).toEqual([
      'apps/server/src/modules/rounds/rounds.service.ts:3 spells a list of game types ([1, 2]): use GAME_TYPES or HALLS from @roundhouse/game',
      'apps/server/src/modules/rounds/rounds.service.ts:4 spells a language code: use the languages registry (contract lang.ts: API_LANGS, langFields, …)',
      'apps/web/src/features/games/keys.ts:1 spells a list of game types (1 | 2): use GameType or Hall from @roundhouse/game',
    ]);
    write('apps/server/src/modules/rounds/rounds.service.ts', 'export type R = 1;\n');
    write('apps/web/src/features/games/keys.ts', 'export const rooms = 1;\n');
  });

  it('lets only the two writers of money write the money tables (deliberate violations)', () => {
    write('apps/server/src/modules/ledger/ledger.repository.ts', "db.insertInto('ledger_entries');\n");
    write('apps/server/src/modules/orders/orders.sql.ts', 'const q = `update accounts a set balance_cents = 0`;\n');
    write('apps/server/src/db/migrations/2026-01-01-x.ts', 'const q = `insert into ledger_txns values (1)`;\n');
    write('apps/server/src/modules/wallet/wallet.repository.ts', "db.updateTable('accounts').set({});\n");
    write(
      'apps/server/src/modules/finance/finance.repository.ts',
      'sql`insert into ledger_entries (txn_id) values (1)`;\n',
    );
    const problems: string[] = checkRepository(root);
    expect(problems.filter((p) => p.includes('money table')).sort()).toEqual([
      "apps/server/src/modules/finance/finance.repository.ts:1 writes a money table: only the ledger's repository and the order path's SQL may (decision 005)",
      "apps/server/src/modules/wallet/wallet.repository.ts:1 writes a money table: only the ledger's repository and the order path's SQL may (decision 005)",
    ]);
    fs.rmSync(path.join(root, 'apps/server/src/modules/wallet'), { recursive: true });
    fs.rmSync(path.join(root, 'apps/server/src/modules/finance'), { recursive: true });
  });

  it('fails on a server module that imports the composition root (a deliberate violation)', () => {
    write('apps/server/src/app.ts', 'export interface Services { x: 1 }\n');
    write('apps/server/src/modules/admin/admin.routes.ts', "import type { Services } from '../../app.ts';\n");
    const problems: string[] = checkRepository(root);
    expect(problems).toContain(
      'apps/server/src/modules/admin/admin.routes.ts imports the composition root (apps/server/src/app.ts): take what it needs as parameters',
    );
  });

  it('holds the size budget as a ratchet: new files within it, listed ones only shrink (deliberate violations)', () => {
    const lines = (n: number) => 'x;\n'.repeat(n);
    write('apps/server/src/modules/big/new.ts', lines(301));
    write('apps/server/src/modules/big/new.test.ts', lines(400));
    write('apps/server/src/modules/big/listed.ts', lines(320));
    write('apps/server/src/modules/big/shrunk.ts', lines(200));
    write('apps/server/src/db/migrations/2026-01-01-history.ts', lines(900));
    write(
      'scripts/size-baseline.json',
      JSON.stringify({ 'apps/server/src/modules/big/listed.ts': 310, 'apps/server/src/modules/big/shrunk.ts': 350 }),
    );
    const problems: string[] = checkRepository(root).filter(
      (p: string) => p.includes('/big/') || p.includes('migrations'),
    );
    expect(problems.sort()).toEqual([
      'apps/server/src/modules/big/listed.ts grew to 320 lines (baseline 310, budget 300): split it, do not grow it',
      'apps/server/src/modules/big/new.ts has 301 lines, over the budget of 300: split it along its seams',
      'apps/server/src/modules/big/shrunk.ts is within the size budget now: remove it from scripts/size-baseline.json',
    ]);
  });
});
