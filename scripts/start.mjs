// `npm start`: install what is missing, build, then run the server (embedded PostgreSQL, demo mode).
import { spawn } from 'node:child_process';
import os from 'node:os';
import { checkNode, ensureDependencies, ensureServerBuild, ensureWebBuild, root, step } from './setup.mjs';

checkNode();
ensureDependencies();
ensureWebBuild();
ensureServerBuild();
step('Starting Roundhouse');
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
// The server's own exit code; killed by a signal it did not handle (a crash, SIGKILL), 128 + the
// signal's number, as a shell reports it: a supervisor never takes a crash for a clean stop.
server.on('exit', (code, signal) => process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0)));
