import { getconfig } from '@roundhouse/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/calls.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { SettingsService } from './settings.service.ts';

export function settingsRoutes(app: FastifyInstance, auth: AuthService, settings: SettingsService): void {
  registerCall(app, auth, getconfig, () => settings.appConfig());
}
