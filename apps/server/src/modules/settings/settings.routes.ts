import { adminSaveSettings, adminSaveVipLevels, adminSettings, getconfig } from '@roundhouse/contract';
import type { RegisterCall } from '../../http/calls.ts';
import { cachedJson } from '../../http/json-text.ts';
import type { SettingsService } from './settings.service.ts';

export function settingsRoutes(call: RegisterCall, settings: SettingsService): void {
  // The same object until a setting changes: written as JSON once (issue 9: reads).
  call(getconfig, async () => cachedJson(await settings.appConfig()));

  // The console: app settings and VIP levels, each change with its audit row.
  call(adminSettings, () => settings.adminSettings());
  call(adminSaveSettings, async ({ body, user }) => {
    const { lang: _lang, token: _token, ...values } = body;
    await settings.save(user, values, 'settings.save');
    const { vip_levels: _levels, ...saved } = await settings.adminSettings();
    return saved;
  });
  call(adminSaveVipLevels, async ({ body, user }) => {
    await settings.save(user, { vip_levels: body.levels }, 'vip_levels.save');
    return { levels: (await settings.appConfig()).vip_levels };
  });
}
