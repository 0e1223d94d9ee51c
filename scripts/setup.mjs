// Set-up steps shared by `npm start` and `npm test`: only Node's standard library here, because
// this runs before any dependency is installed.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function step(title) {
  process.stdout.write(`\n\x1b[1m▸ ${title}\x1b[0m\n`);
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function mustRun(command, args, options = {}) {
  const status = run(command, args, options);
  if (status !== 0) {
    process.stderr.write(`\n✗ ${command} ${args.join(' ')} exited with ${status}\n`);
    process.exit(status);
  }
}

export function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    process.stderr.write(`Roundhouse needs Node.js 20.19 or newer; this is ${process.versions.node}.\n`);
    process.exit(1);
  }
}

function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/** The newest modification time of a file, or of any file below a folder. */
function newest(dir) {
  let latest = 0;
  if (!fs.existsSync(dir)) return 0;
  if (!fs.statSync(dir).isDirectory()) return mtime(dir);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : mtime(full));
  }
  return latest;
}

/** Installs the dependencies when node_modules is missing or older than the lock file. */
export function ensureDependencies() {
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (mtime(installed) >= mtime(lock) && mtime(installed) >= mtime(path.join(root, 'package.json'))) return;
  step('Installing dependencies');
  mustRun('npm', fs.existsSync(lock) ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund']);
}

/** Runs `command` when `output` is missing or older than any of `inputs` (files or folders). */
function buildIfStale({ title, output, inputs, command, force }) {
  const built = mtime(path.join(root, output));
  const sources = Math.max(...inputs.map((input) => newest(path.join(root, input))));
  if (!force && built >= sources) return;
  step(title);
  mustRun(command[0], command.slice(1));
}

const SHARED_SOURCES = ['packages/contract/src', 'packages/game/src', 'packages/verify/src'];

/** Builds the web app when it is missing or older than its sources. */
export function ensureWebBuild({ force = false } = {}) {
  buildIfStale({
    title: 'Building the web app',
    // Written last (the server's module of the app, after the browser's build).
    output: 'apps/web/dist-ssr/ssr.js',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/precompress.ts',
      'apps/web/boot.js',
      'packages/verify/build.mjs',
      ...SHARED_SOURCES,
    ],
    command: ['npm', 'run', 'build', '--silent', '-w', 'apps/web'],
    force,
  });
}

/** Compiles the server to apps/server/dist when it is missing or older than its sources. */
export function ensureServerBuild({ force = false } = {}) {
  buildIfStale({
    title: 'Compiling the server',
    output: 'apps/server/dist/main.js',
    inputs: [
      'apps/server/src',
      'apps/server/package.json',
      // Dependencies are bundled in: another install compiles again.
      'package-lock.json',
      'scripts/build-server.mjs',
      ...SHARED_SOURCES,
    ],
    command: [process.execPath, 'scripts/build-server.mjs'],
    force,
  });
}

function hasDebianPackage(name) {
  try {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: dpkg-query's own format syntax
    const out = execFileSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8', stdio: 'pipe' });
    return out.includes('install ok installed');
  } catch {
    return false;
  }
}

/** Installs Debian packages that are missing (apt-get, through sudo when not root); `why` names the need. */
export function ensureDebianPackages(names, why) {
  const missing = names.filter((p) => !hasDebianPackage(p));
  if (missing.length === 0) return;
  step(`Installing ${missing.join(' and ')} from Debian's packages`);
  const isRoot = process.getuid?.() === 0;
  const apt = (args, env) => (isRoot ? run('apt-get', args, { env }) : run('sudo', ['apt-get', ...args], { env }));
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (apt(['update', '-qq'], env) !== 0) process.stderr.write('apt-get update failed; trying the install anyway\n');
  const status = apt(['install', '-y', '-qq', '--no-install-recommends', ...missing], env);
  if (status !== 0) {
    process.stderr.write(`Could not install ${missing.join(', ')}; ${why} needs them.\n`);
    process.exit(status);
  }
}

/**
 * Debian's Chromium (Lighthouse in the bench), its headless shell (the browser tests: the same engine
 * without the browser's own windows, decision 041) and CJK fonts. A test tool's own download fails here.
 */
export function ensureChromium() {
  const packages = ['chromium', 'chromium-headless-shell', 'fonts-noto-cjk'];
  if (packages.every(hasDebianPackage)) return;
  ensureDebianPackages(packages, 'the browser tests');
}
