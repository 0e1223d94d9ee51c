import {
  adminArticles,
  adminAuditLedger,
  adminAuditLog,
  adminBanners,
  adminChains,
  adminCreateStaff,
  adminDashboard,
  adminFreeze,
  adminMember,
  adminMembers,
  adminProducts,
  adminResetPassword,
  adminRooms,
  adminRotateChain,
  adminSaveArticle,
  adminSaveBanner,
  adminSaveProduct,
  adminSaveRoom,
  adminSaveSettings,
  adminSaveVipLevels,
  adminSetSalt,
  adminSetTiming,
  adminSettings,
  adminSetVip,
  adminStaff,
  adminTiming,
} from '@roundhouse/contract';
import type { Services } from '../../app.ts';
import type { RegisterCall } from '../../http/calls.ts';

/**
 * The console's calls (issue 12) beside the wallet's queues (wallet.routes). Each goes to the
 * module that owns what it reads or changes; the changes write their audit row in their own
 * transaction there.
 */
export function adminRoutes(call: RegisterCall, s: Services): void {
  call(adminDashboard, ({ body }) => s.admin.dashboard(body.tz_offset ?? 0));
  call(adminMembers, ({ body }) => s.admin.members(body.q ?? '', body.page ?? 1, body.size ?? 20));
  call(adminMember, ({ body, lang }) => s.admin.member(body.user_id, lang));
  call(adminSetVip, ({ body, user }) => s.users.setVipOverride(user, body.user_id, body.level));
  call(adminFreeze, ({ body, user }) => s.auth.setFrozen(user, body.user_id, body.frozen));
  call(adminResetPassword, ({ body, user }) => s.auth.resetPassword(user, body.user_id, body.kind));

  call(adminRooms, () => s.rooms.adminList());
  call(adminSaveRoom, ({ body, user }) =>
    s.rooms.save(user, body, (type) => s.rounds.slot(type, Date.now()).nextOpensAt),
  );
  call(adminTiming, async () => s.rounds.timing().map(({ pending: _pending, ...t }) => t));
  call(adminSetTiming, async ({ body, user }) => {
    const { pending: _pending, ...t } = await s.rounds.setTiming(
      user,
      body.game_type,
      body.round_seconds,
      body.gap_seconds,
    );
    return t;
  });
  call(adminChains, () => s.rounds.adminChains());
  call(adminRotateChain, ({ body, user }) => s.rounds.rotateChain(user, body.game_type));
  call(adminSetSalt, ({ body, user }) => s.rounds.setSalt(user, body.chain_id, body.salt, body.origin));

  call(adminArticles, ({ body }) => s.content.adminArticles(body.group_id));
  call(adminSaveArticle, ({ body, user }) => s.content.saveArticle(user, body));
  call(adminBanners, () => s.content.adminBanners());
  call(adminSaveBanner, ({ body, user }) => s.content.saveBanner(user, body));
  call(adminProducts, () => s.finance.adminProducts());
  call(adminSaveProduct, ({ body, user }) => s.finance.saveProduct(user, body));

  call(adminSettings, () => s.settings.adminSettings());
  call(adminSaveSettings, async ({ body, user }) => {
    const { lang: _lang, token: _token, ...values } = body;
    await s.settings.save(user, values, 'settings.save');
    const { vip_levels: _levels, ...saved } = await s.settings.adminSettings();
    return saved;
  });
  call(adminSaveVipLevels, async ({ body, user }) => {
    await s.settings.save(user, { vip_levels: body.levels }, 'vip_levels.save');
    return { levels: (await s.settings.appConfig()).vip_levels };
  });

  call(adminAuditLedger, () => s.admin.auditLedger());
  call(adminAuditLog, ({ body }) => s.admin.auditLog(body, body.page ?? 1, body.size ?? 50));
  call(adminStaff, () => s.auth.staff());
  call(adminCreateStaff, ({ body, user }) => s.auth.createStaff(user, body));
}
