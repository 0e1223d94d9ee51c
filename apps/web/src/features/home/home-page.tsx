import { GAME_TYPES, type GameType } from '@roundhouse/game';
import { useQueryClient } from '@tanstack/react-query';
import { Grid } from 'antd-mobile';
import { BellOutline, GlobalOutline, QuestionCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentUserQuery, useUserInfo } from '../../session';
import { useSession } from '../../state/session';
import { DemoBadge } from '../../ui/demo-badge';
import { alertDialog } from '../../ui/feedback';
import { formatMoney } from '../../ui/money';
import { useOneAtATime } from '../../ui/use-one-at-a-time';
import { BannerCarousel } from '../content';
import { roomListQuery, useEnterRoom, useLatestResults, useRoomList, useWinTicker } from '../games';
import { useLevelName, useVipOneStake } from '../users';
import { SupportIcon } from './support-icon';

/**
 * Home (SPEC.md §2). The activity list shows real wins and results only (DESIGN.md §1): before
 * the first settled round there is nothing to show, so nothing is shown.
 */
export function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const appName = useSession((s) => s.appConfig?.app_name ?? '');
  const isLogin = useSession((s) => s.isLogin);
  // A member's room list loads with the page: a game card opens its room from it.
  useRoomList(2, isLogin);
  const { enter } = useEnterRoom();
  const ticker = useWinTicker();
  const latest = useLatestResults();
  // Real activity only (DESIGN.md §1): wins of settled rounds and the latest results; nothing else.
  const activity = [
    ...(ticker.data ?? []).map((w) => ({
      key: `w-${w.seqno}-${w.username}-${w.payout}`,
      testId: 'ticker-win',
      text: t('home.winnerLine', {
        name: w.username,
        amount: formatMoney(w.payout),
        game: t(`games.type${w.gametype}`),
      }),
    })),
    ...(latest.data ?? []).map((r) => ({
      key: `r-${r.gametype}-${r.seqno}`,
      testId: 'ticker-result',
      text: t('home.resultLine', {
        game: t(`games.type${r.gametype}`),
        seqno: r.seqno % 100_000,
        numbers: `${r.num1} ${r.num2} ${r.num3}`,
        result: r.resultcn,
      }),
    })),
  ];
  // The strip keeps its place while the activity loads (no layout shift when it arrives), and goes
  // only when there is truly nothing to show.
  const showActivity = activity.length > 0 || ticker.isPending || latest.isPending;
  // The member loads with the page: the VIP hall and the game cards decide from them.
  useUserInfo();
  const queryClient = useQueryClient();
  const vipOneStake = useVipOneStake();
  const levelName = useLevelName();

  /** The VIP hall: a visitor logs in first; a member below VIP1 is told what it takes (SPEC.md §6). */
  const [openVipHall, vipWaitingFor] = useOneAtATime(async () => {
    if (!isLogin) {
      navigate('/login');
      return;
    }
    // A tap before the member has loaded waits for them, rather than guessing.
    const me = await queryClient.ensureQueryData(currentUserQuery).catch(() => undefined);
    if (!me) return;
    if (me.level < 1) {
      void alertDialog({
        title: t('vip.hallClosed'),
        content: t('vip.hallNeeds', {
          level: `VIP1 · ${levelName(1)}`,
          needed: formatMoney(vipOneStake ?? 0),
          stake: formatMoney(me.vip.stake),
        }),
      });
      return;
    }
    navigate('/room_list/1');
  });

  /**
   * A game type's entry opens its most accessible room, after the balance check (SPEC.md §2). A tap
   * before the room list has loaded waits for it (the list page is only for a type with no room).
   */
  const [openGame, gameWaitingFor] = useOneAtATime(async (type: GameType) => {
    if (!isLogin) {
      navigate('/login');
      return;
    }
    const list = await queryClient.ensureQueryData(roomListQuery(2)).catch(() => undefined);
    const room = list?.filter((r) => r.type === type).sort((a, b) => a.minjoin - b.minjoin)[0];
    if (room) await enter(room);
    else navigate('/room_list/2');
  });

  return (
    <div className="tab-page home-page">
      <header className="home-header">
        <div className="home-brand">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span className="home-title">{appName}</span>
          <DemoBadge />
        </div>
        <nav className="home-nav">
          <button type="button" onClick={() => navigate('/message')} aria-label={t('screens.message')}>
            <BellOutline fontSize={22} />
          </button>
          <button type="button" onClick={() => navigate('/ServicePage')} aria-label={t('screens.service')}>
            <SupportIcon fontSize={22} />
          </button>
          <button type="button" onClick={() => navigate('/languageSet')} aria-label={t('screens.language')}>
            <GlobalOutline fontSize={22} />
          </button>
        </nav>
      </header>

      <BannerCarousel />

      <section className="home-hero">
        <h1>{t('home.heroTitle')}</h1>
        <p>{t('home.heroText')}</p>
      </section>

      {showActivity ? (
        <section className="ticker" aria-label={t('home.activity')} data-testid="ticker">
          <span className="ticker-title">{t('home.activity')}</span>
          <div className="ticker-track">
            <div className="ticker-items">
              {activity.map((item) => (
                <span key={item.key} className="ticker-item" data-testid={item.testId}>
                  {item.text}
                </span>
              ))}
            </div>
          </div>
        </section>
      ) : null}

      <section className="home-halls">
        <button
          type="button"
          className="hall hall-vip"
          onClick={() => void openVipHall()}
          aria-busy={vipWaitingFor !== undefined}
          data-testid="hall-vip"
        >
          {vipWaitingFor !== undefined ? <span className="busy-spinner busy-corner" aria-hidden="true" /> : null}
          <span className="hall-name">{t('home.vipHall')}</span>
          <span className="hall-hint">{t('home.vipHallHint')}</span>
        </button>
        <button type="button" className="hall hall-second" onClick={() => navigate('/room_list/2')}>
          <span className="hall-name">{t('home.secondHall')}</span>
          <span className="hall-hint">{t('home.secondHallHint')}</span>
        </button>
      </section>

      <section className="home-games">
        <h2>{t('home.games')}</h2>
        <Grid columns={2} gap={12}>
          {GAME_TYPES.map((type) => (
            <Grid.Item key={type}>
              <button
                type="button"
                className="game-card"
                onClick={() => void openGame(type as GameType)}
                aria-busy={gameWaitingFor?.[0] === type}
              >
                {gameWaitingFor?.[0] === type ? <span className="busy-spinner busy-corner" aria-hidden="true" /> : null}
                <span className={`game-icon game-icon-${type}`} aria-hidden="true">
                  {type === 1 ? '7 3 9' : '⚂ ⚄ ⚀'}
                </span>
                <span className="game-name">{t(`games.type${type}`)}</span>
                <span className="game-desc">{t(`games.type${type}Desc`)}</span>
              </button>
            </Grid.Item>
          ))}
        </Grid>
      </section>

      <section className="home-links">
        <button type="button" className="chip" onClick={() => navigate('/help/26')}>
          <QuestionCircleOutline /> {t('user.menu.howToPlay')}
        </button>
        <button type="button" className="chip" onClick={() => navigate('/help/list')}>
          {t('screens.helpList')}
        </button>
        <button type="button" className="chip" onClick={() => navigate('/finance')}>
          {t('screens.finance')}
        </button>
      </section>
    </div>
  );
}
