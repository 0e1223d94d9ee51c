#!/usr/bin/env node
// `npx roundhouse-verify`: in a checkout of the repository, the TypeScript source through tsx (never
// a stale build); in the published package (bin and dist only), the compiled CLI.
import { existsSync } from 'node:fs';

const source = new URL('../src/cli.ts', import.meta.url);
if (existsSync(source)) {
  const { register } = await import('tsx/esm/api');
  register();
  await import(source.href);
} else {
  await import(new URL('../dist/cli.js', import.meta.url).href);
}
