import type { Room } from '@roundhouse/contract';
import { rtpPercent } from '@roundhouse/game';
import { Dialog } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../ui/money';
import { roomRates } from './use-trading-room';

/** The activity dialog on entering a room, once: its rules, minimum, odds and return to player. */
export function useRulesDialog(room: Room | undefined, labels: readonly string[] | null) {
  const { t } = useTranslation();
  const shown = useRef(false);
  useEffect(() => {
    if (!room || !labels || shown.current) return;
    shown.current = true;
    const rates = roomRates(room);
    void Dialog.alert({
      title: room.title,
      content: (
        <div className="activity-dialog">
          <p>{t(`games.type${room.type}Rules`)}</p>
          <p>{t('games.minBuy', { amount: formatMoney(room.minbuy) })}</p>
          {labels.map((label, i) => (
            <div key={label} className="activity-dialog-row">
              <span>{label}</span>
              <span>
                ×{rates[i]?.toFixed(2)} · {t('games.rtp')} {rtpPercent(rates[i] ?? 0)}%
              </span>
            </div>
          ))}
        </div>
      ),
      confirmText: t('common.confirm'),
    });
  }, [room, labels, t]);
}
