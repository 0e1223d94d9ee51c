import { getconfig } from '@roundhouse/contract';
import type { RegisterCall } from '../../http/calls.ts';
import type { SettingsService } from './settings.service.ts';

export function settingsRoutes(call: RegisterCall, settings: SettingsService): void {
  call(getconfig, () => settings.appConfig());
}
