import { getconfig } from '@roundhouse/contract';
import type { RegisterCall } from '../../http/calls.ts';
import { cachedJson } from '../../http/json-text.ts';
import type { SettingsService } from './settings.service.ts';

export function settingsRoutes(call: RegisterCall, settings: SettingsService): void {
  // The same object until a setting changes: written as JSON once (issue 9: reads).
  call(getconfig, async () => cachedJson(await settings.appConfig()));
}
