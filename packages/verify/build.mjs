// Builds the verifier's two standalone forms: dist/cli.js (one file for Node, `roundhouse-verify`)
// and dist/verify.html (one self-contained page, its script inlined, under 50 KB). The web app's
// build puts the same page at /verify.html (apps/web/vite.config.ts imports buildVerifyHtml).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));

/** verify.html with its script bundled (the hashes included) and inlined. */
export async function buildVerifyHtml() {
  const result = await build({
    entryPoints: [path.join(here, 'src/page.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    logLevel: 'warning',
  });
  // A script's text must not end its element early.
  const script = result.outputFiles[0].text.replaceAll('</script', '<\\/script');
  const template = fs.readFileSync(path.join(here, 'src/verify.html'), 'utf8');
  return template.replace('<script>/*SCRIPT*/</script>', () => `<script>${script}</script>`);
}

async function buildAll() {
  const dist = path.join(here, 'dist');
  fs.mkdirSync(dist, { recursive: true });
  await build({
    entryPoints: [path.join(here, 'src/cli.ts')],
    outfile: path.join(dist, 'cli.js'),
    bundle: true,
    platform: 'node',
    target: 'node20.19',
    format: 'esm',
    logLevel: 'warning',
  });
  const html = await buildVerifyHtml();
  fs.writeFileSync(path.join(dist, 'verify.html'), html);
  process.stdout.write(`dist/cli.js, dist/verify.html (${(Buffer.byteLength(html) / 1024).toFixed(1)} KB)\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await buildAll();
