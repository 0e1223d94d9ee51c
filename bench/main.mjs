// `npm run bench [-- part …]`: installs what is missing (dependencies, Debian's Chromium for
// Lighthouse), builds what is stale (the web app and the compiled server `npm start` runs), then
// runs bench/run.ts with the named parts (login, start, load, push, web, slow, fleet; soak, backup
// and verify only when named), or all the others.
import {
  checkNode,
  ensureChromium,
  ensureDependencies,
  ensureServerBuild,
  ensureWebBuild,
  run,
} from '../scripts/setup.mjs';

checkNode();
ensureDependencies();
const parts = process.argv.slice(2);
if (parts.length === 0 || parts.includes('web')) ensureChromium();
ensureWebBuild();
ensureServerBuild();
process.exit(run(process.execPath, ['--import', 'tsx', 'bench/run.ts', ...parts]));
