// Module boundaries (docs/architecture.md), checked by `npm run lint` and `npm test`:
// - server modules (apps/server/src/modules/<name>) and web features (apps/web/src/features/<name>)
//   depend on each other without cycles, and no server module imports the composition root;
// - no source file is over the size budget (300 lines, tests 400) unless scripts/size-baseline.json
//   lists it, and then it may only shrink;
// - a web feature is used by other features only through its index.ts, never a file inside it;
// - the web app takes only types from '@roundhouse/contract' (its schemas carry zod); run-time
//   values come from '@roundhouse/contract/web', which loads no schema library, and the forms'
//   zod from '@roundhouse/contract/zod' (configured for the CSP), never from 'zod' itself.
// - game types and languages are listed only in their registries (packages/game/src/games.ts,
//   packages/contract/src/lang.ts): no other non-test source spells `1 | 2`, `[1, 2]`, `'chs'`,
//   `'cht'`, `_chs` or `_cht` (migrations, seeds and test fixtures may).
// - only the two writers of money write the money tables (decision 005): the ledger's repository
//   and the order path's SQL; migrations and tests aside.
// Only Node's standard library: it runs before anything else in the lint step.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const IMPORT =
  /(?:import|export)\s[^'"`]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The relative imports of a file, as absolute paths without extension. */
function importsOf(file) {
  const text = fs.readFileSync(file, 'utf8');
  const found = [];
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[1] ?? m[2] ?? m[3];
    if (spec?.startsWith('.')) found.push(path.resolve(path.dirname(file), spec).replace(/\.(tsx?|mjs|js)$/, ''));
  }
  return found;
}

/** The unit (module or feature) a path belongs to under `base`, or undefined. */
function unitOf(base, file) {
  const rel = path.relative(base, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  return rel.split(path.sep)[0];
}

/** Every cycle among units, each as "a → b → a". */
function cycles(edges) {
  const found = new Set();
  const visit = (node, trail) => {
    for (const next of edges.get(node) ?? []) {
      const at = trail.indexOf(next);
      if (at >= 0) {
        const loop = trail.slice(at);
        const start = loop.indexOf([...loop].sort()[0]);
        const canonical = [...loop.slice(start), ...loop.slice(0, start)];
        found.add([...canonical, canonical[0]].join(' → '));
      } else if (trail.length < 20) {
        visit(next, [...trail, next]);
      }
    }
  };
  for (const node of edges.keys()) visit(node, [node]);
  return [...found].sort();
}

/**
 * Checks one tree; answers the problems as sentences. `units` is the folder whose subfolders are
 * the units; with `indexOnly`, a unit may be entered by others only through its index.
 */
export function checkUnits(root, units, { indexOnly = false } = {}) {
  const base = path.join(root, units);
  const edges = new Map();
  const problems = [];
  for (const file of sourceFiles(base)) {
    const from = unitOf(base, file);
    if (!from || !fs.statSync(path.join(base, from)).isDirectory()) continue;
    for (const target of importsOf(file)) {
      const to = unitOf(base, target);
      if (!to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from).add(to);
      const entry = path.relative(path.join(base, to), target);
      if (indexOnly && entry !== '' && entry !== 'index') {
        problems.push(
          `${path.relative(root, file)} imports ${units}/${to}/${entry}: use ${units}/${to} (its index.ts)`,
        );
      }
    }
  }
  for (const loop of cycles(edges)) problems.push(`${units}: the units depend on each other in a cycle: ${loop}`);
  return problems;
}

/** Files under `dir` that import run-time values (not `import type`) from the full contract. */
export function checkContractImports(root, dir) {
  const problems = [];
  const valueImport = /^import\s+(?!type\s)[^;]*?from\s*['"]@roundhouse\/contract['"]/gm;
  const dynamicImport = /import\(\s*['"]@roundhouse\/contract['"]\s*\)/;
  const bareZod = /^import\s+(?!type\s)[^;]*?from\s*['"]zod['"]/m;
  for (const file of sourceFiles(path.join(root, dir))) {
    const text = fs.readFileSync(file, 'utf8');
    if (valueImport.test(text) || dynamicImport.test(text)) {
      problems.push(
        `${path.relative(root, file)} imports values from @roundhouse/contract: use @roundhouse/contract/web (or import type)`,
      );
    }
    valueImport.lastIndex = 0;
    if (bareZod.test(text)) {
      problems.push(
        `${path.relative(root, file)} imports zod itself: use @roundhouse/contract/zod (no eval under the CSP)`,
      );
    }
  }
  return problems;
}

/**
 * The composition root (apps/server/src/services.ts, app.ts, main.ts, serve.ts) wires the modules together; a module that
 * imports it depends on every other module at once (issue 26).
 */
export function checkCompositionRoot(root) {
  const server = path.join(root, 'apps/server/src');
  const roots = new Set(
    ['app', 'services', 'services-accounts', 'main', 'serve'].map((name) => path.join(server, name)),
  );
  const problems = [];
  for (const file of sourceFiles(path.join(server, 'modules'))) {
    for (const target of importsOf(file)) {
      if (roots.has(target)) {
        problems.push(
          `${path.relative(root, file)} imports the composition root (${path.relative(root, target)}.ts): take what it needs as parameters`,
        );
      }
    }
  }
  return problems;
}

/** Lines a source file may have: a test 400, any other 300 (issue 26). Migrations are history. */
export const SIZE_BUDGET = { source: 300, test: 400 };

function allSources(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return ['node_modules', 'dist', 'dist-ssr', 'migrations'].includes(entry.name) ? [] : allSources(full);
    }
    return /\.(tsx?|mjs)$/.test(entry.name) ? [full] : [];
  });
}

/**
 * The file-size budget as a ratchet: a file over it must be in scripts/size-baseline.json and may
 * not grow past its line count there; a listed file that is back within the budget must leave the
 * list. So the list only shrinks, and no new file goes over.
 */
export function checkFileSizes(root) {
  const baselineFile = path.join(root, 'scripts/size-baseline.json');
  const baseline = fs.existsSync(baselineFile) ? JSON.parse(fs.readFileSync(baselineFile, 'utf8')) : {};
  const problems = [];
  for (const dir of ['apps', 'packages', 'scripts', 'e2e', 'bench']) {
    for (const file of allSources(path.join(root, dir))) {
      const rel = path.relative(root, file).split(path.sep).join('/');
      const lines = fs.readFileSync(file, 'utf8').split('\n').length - 1;
      const budget = /\.test\.tsx?$/.test(rel) ? SIZE_BUDGET.test : SIZE_BUDGET.source;
      const allowed = baseline[rel];
      if (lines <= budget) {
        if (allowed !== undefined)
          problems.push(`${rel} is within the size budget now: remove it from scripts/size-baseline.json`);
      } else if (allowed === undefined) {
        problems.push(`${rel} has ${lines} lines, over the budget of ${budget}: split it along its seams`);
      } else if (lines > allowed) {
        problems.push(
          `${rel} grew to ${lines} lines (baseline ${allowed}, budget ${budget}): split it, do not grow it`,
        );
      }
    }
  }
  return problems;
}

/** The registries, and what else may spell their values: seeds and test fixtures. */
const REGISTRIES = ['packages/game/src/games.ts', 'packages/contract/src/lang.ts'];
const MAY_SPELL = (rel) =>
  REGISTRIES.includes(rel) ||
  /\.seed\.ts$|\/seed\/|\/src\/test\/|\.test\.tsx?$/.test(rel) ||
  rel.startsWith('scripts/');
const LITERAL_LISTS = [
  [/\b1 \| 2\b/, 'a list of game types (1 | 2): use GameType or Hall from @roundhouse/game'],
  [/\[1, 2\]/, 'a list of game types ([1, 2]): use GAME_TYPES or HALLS from @roundhouse/game'],
  [
    /['"`]ch[st]['"`]|_ch[st]\b/,
    'a language code: use the languages registry (contract lang.ts: API_LANGS, langFields, …)',
  ],
];

/** Game types and language codes spelled outside their registries (issue 26, part 3). */
export function checkRegistries(root) {
  const problems = [];
  for (const dir of ['apps', 'packages']) {
    for (const file of allSources(path.join(root, dir))) {
      const rel = path.relative(root, file).split(path.sep).join('/');
      if (MAY_SPELL(rel)) continue;
      const lines = fs.readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, i) => {
        if (/^\s*(\/\/|\*|\/\*)/.test(line)) return;
        for (const [pattern, what] of LITERAL_LISTS) {
          if (pattern.test(line)) problems.push(`${rel}:${i + 1} spells ${what}`);
        }
      });
    }
  }
  return problems;
}

const MONEY_WRITERS = [
  'apps/server/src/modules/ledger/ledger.repository.ts',
  'apps/server/src/modules/orders/orders.sql.ts',
];
const MONEY_WRITE =
  /(insertInto|updateTable|deleteFrom)\(\s*['"](accounts|ledger_txns|ledger_entries)['"]|\b(insert\s+into|update|delete\s+from)\s+(accounts|ledger_txns|ledger_entries)\b/i;

/** Writes to the money tables outside the two writers of money (decision 005). */
export function checkMoneyWriters(root) {
  const problems = [];
  for (const file of allSources(path.join(root, 'apps/server/src'))) {
    const rel = path.relative(root, file).split(path.sep).join('/');
    if (MONEY_WRITERS.includes(rel) || /\.test\.ts$|\/src\/test\//.test(rel)) continue;
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, i) => {
      if (MONEY_WRITE.test(line)) {
        problems.push(
          `${rel}:${i + 1} writes a money table: only the ledger's repository and the order path's SQL may (decision 005)`,
        );
      }
    });
  }
  return problems;
}

export function checkRepository(root) {
  return [
    ...checkCompositionRoot(root),
    ...checkFileSizes(root),
    ...checkUnits(root, 'apps/server/src/modules'),
    ...checkUnits(root, 'apps/web/src/features', { indexOnly: true }),
    ...checkContractImports(root, 'apps/web/src'),
    ...checkRegistries(root),
    ...checkMoneyWriters(root),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const problems = checkRepository(root);
  for (const p of problems) process.stderr.write(`✗ ${p}\n`);
  if (problems.length) process.exit(1);
  process.stdout.write(
    'Module boundaries hold: no cycles, no module imports the composition root, files within their size budget, features entered through their index, no schemas in the web app, game types and languages only in their registries, money written only by its two writers.\n',
  );
}
