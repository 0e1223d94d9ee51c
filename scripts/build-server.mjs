// Compiles the server to JavaScript for `npm start` (decision 010): one ES module per entry, with
// the workspace packages (contract, game) bundled in and every other dependency left to
// node_modules. `npm run dev` and the tests keep running the TypeScript sources through tsx.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'apps/server');
const pkg = JSON.parse(fs.readFileSync(path.join(server, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@roundhouse/'));

await build({
  entryPoints: [path.join(server, 'src/main.ts'), path.join(server, 'src/audit-ledger.ts')],
  outdir: path.join(server, 'dist'),
  bundle: true,
  platform: 'node',
  target: 'node20.19',
  format: 'esm',
  // Subpaths too (kysely/migration, zod/v4/core, …).
  external: [...external, ...external.map((name) => `${name}/*`)],
  sourcemap: true,
  logLevel: 'warning',
  // Bundled CommonJS helpers may call require(); give the module one.
  banner: {
    js: "import { createRequire as __roundhouseRequire } from 'node:module'; const require = __roundhouseRequire(import.meta.url);",
  },
});
