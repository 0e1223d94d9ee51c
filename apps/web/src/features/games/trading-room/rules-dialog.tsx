import type { Room } from '@roundhouse/contract';
import { rtpPercent } from '@roundhouse/game';
import { Dialog } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../ui/money';
import { roomRates } from './use-trading-room';

/**
 * The activity dialog on entering a room, once: its rules, minimum, odds and return to player. Open
 * from the room's first frame, so the room the server renders into the page shows it too (and the
 * app's room, drawn over it, changes nothing).
 */
export function RulesDialog({ room, labels }: { room: Room; labels: readonly string[] }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(true);
  const rates = roomRates(room);
  return (
    <Dialog
      visible={visible}
      title={room.title}
      content={
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
      }
      actions={[{ key: 'confirm', text: t('common.confirm') }]}
      closeOnAction
      onClose={() => setVisible(false)}
    />
  );
}
