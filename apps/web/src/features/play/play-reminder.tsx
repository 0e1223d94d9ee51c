import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../state/session';
import { alertDialog } from '../../ui/feedback';
import { formatMoney } from '../../ui/money';
import { usePlayLimits } from './api/get-play-limits';
import { fetchPlayStats } from './api/get-play-stats';

const SINCE_KEY = 'roundhouse-play-since';

/**
 * The session reminder (responsible play): every N minutes the member chose, a dialog with the time
 * played and the net result since this session began in this browser tab. Renders nothing.
 */
export function PlayReminder() {
  const { t } = useTranslation();
  const isLogin = useSession((s) => s.isLogin);
  const minutes = usePlayLimits().data?.reminder_minutes ?? null;

  useEffect(() => {
    if (!isLogin) {
      sessionStorage.removeItem(SINCE_KEY);
      return;
    }
    if (!minutes) return;
    const since = sessionStorage.getItem(SINCE_KEY) ?? new Date().toISOString();
    sessionStorage.setItem(SINCE_KEY, since);
    const timer = setInterval(async () => {
      try {
        const stats = await fetchPlayStats(since);
        await alertDialog({
          title: t('play.reminderTitle'),
          content: t('play.reminderText', {
            minutes: Math.round((Date.now() - Date.parse(since)) / 60_000),
            stake: formatMoney(stats.since?.stake ?? 0),
            net: formatMoney(stats.since?.net ?? 0, { sign: true }),
          }),
        });
      } catch {
        // Offline: the next reminder tries again.
      }
    }, minutes * 60_000);
    return () => clearInterval(timer);
  }, [isLogin, minutes, t]);
  return null;
}
