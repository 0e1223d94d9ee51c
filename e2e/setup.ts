import { afterAll, beforeAll } from 'vitest';
import { closeBrowser, openBrowser } from './browser.ts';

// Every browser test file runs with the run's Chromium open (browser.ts's `browser`).
beforeAll(openBrowser);
afterAll(closeBrowser);
