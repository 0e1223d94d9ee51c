import type { Room } from '@roundhouse/contract';
import { rtpPercent } from '@roundhouse/game';
import { Dialog } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../../state/preferences';
import { formatMoney } from '../../../ui/money';
import { unbrokenRanges } from '../../../ui/unbroken-ranges';
import { roomRates } from './use-trading-room';

/**
 * The activity dialog: a room's rules, minimum, odds and return to player. It opens by itself on
 * the first entry to a room on this device (issue 28), from the room's first frame, so the room the
 * server renders into the page shows it too (the server reads the rooms seen from a cookie), and
 * from the room's rules button whenever asked.
 */
export function RulesDialog(props: { room: Room; labels: readonly string[]; open: boolean; onClose: () => void }) {
  const { room, labels } = props;
  const { t } = useTranslation();
  const rates = roomRates(room);
  return (
    <Dialog
      visible={props.open}
      title={room.title}
      content={
        <div className="activity-dialog">
          <p>{unbrokenRanges(t(`games.type${room.type}Rules`))}</p>
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
      onClose={props.onClose}
    />
  );
}

/** Whether a room's rules dialog is open: at first on a first entry, then when asked. */
export function useRulesDialog(roomid: number) {
  const seen = usePreferences((s) => s.rulesSeen.includes(roomid));
  const seeRules = usePreferences((s) => s.seeRules);
  const [open, setOpen] = useState(!seen);
  return {
    open,
    show: () => setOpen(true),
    close: () => {
      setOpen(false);
      seeRules(roomid);
    },
  };
}
