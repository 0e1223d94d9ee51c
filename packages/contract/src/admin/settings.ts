/** The console's app settings and VIP levels. */
import { appConfigData, vipLevels } from '../account.ts';
import { ADMIN_PATHS } from '../admin-paths.ts';
import { staffCall } from '../call.ts';
import { WITHDRAWALS_A_DAY } from '../console-limits.ts';
import { httpsUrl, multilineText, text } from '../fields.ts';
import * as z from '../zod.ts';
import { consoleUsd, title } from './shared.ts';

// ── App settings ─────────────────────────────────────────────────────────────────────────────────

export const withdrawRules = z.object({
  /** Withdrawals a member may request per UTC day; 0 is no limit. */
  daily_count: z.number().int().min(WITHDRAWALS_A_DAY.min).max(WITHDRAWALS_A_DAY.max),
  /** USD; 0 is no minimum beyond one cent. */
  min: consoleUsd,
  /**
   * USD: a withdrawal of at least this much is paid only after two different staff members approve
   * it (four eyes, issue 23); 0 is never.
   */
  two_approvals_from: consoleUsd.default(0),
});
export type WithdrawRules = z.infer<typeof withdrawRules>;

const url = httpsUrl(500);
export const adminSettingsData = z.object({
  app_name: text(40).refine((s) => s.trim().length > 0, 'required'),
  kefu_url: url,
  deposit_instructions: multilineText(2_000),
  exchanges: z.array(z.object({ name: title, url: url.refine((s) => s !== '', 'required') })).max(12),
  versions: z.object({
    android: z.object({ version: text(20), url }),
    ios: z.object({ version: text(20), url }),
  }),
  withdraw_rules: withdrawRules,
});
export type AdminSettings = z.infer<typeof adminSettingsData>;

export const adminSettings = staffCall(ADMIN_PATHS.adminSettings, 'read', {
  summary: 'The settings an operator edits, with the VIP levels',
  data: adminSettingsData.extend({ vip_levels: appConfigData.shape.vip_levels }),
});

export const adminSaveSettings = staffCall(ADMIN_PATHS.adminSaveSettings, 'operate', {
  summary: 'Save the app settings (every field validated; the VIP levels have their own call)',
  body: adminSettingsData.shape,
  data: adminSettingsData,
});

export const adminSaveVipLevels = staffCall(ADMIN_PATHS.adminSaveVipLevels, 'operate', {
  summary: "The VIP levels' names and thresholds; members move at their next settled round",
  body: { levels: vipLevels },
  data: z.object({ levels: vipLevels }),
});
