import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults: demo mode, seeded, embedded database under ./data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', APP_MODE: 'demo', SEED_DEMO: true });
    expect(config.DEMO_INVITATION_CODE).toBe('WELCOME');
    expect(config.DATA_DIR).toBe(path.resolve('data'));
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('does not seed demo data in live mode unless asked', () => {
    expect(loadConfig({ APP_MODE: 'live' }).SEED_DEMO).toBe(false);
    expect(loadConfig({ APP_MODE: 'live', SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ APP_MODE: 'prod' }, 'APP_MODE'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ ADMIN_USERNAME: 'boss' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ SMS_MODE: 'webhook' }, 'SMS_WEBHOOK_URL'],
    // A direct URL beside a pooler's: never alone (issue 24).
    [{ DATABASE_DIRECT_URL: 'postgres://db/x' }, 'DATABASE_DIRECT_URL'],
  ])('stops on %o naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}:`));
  });
});
