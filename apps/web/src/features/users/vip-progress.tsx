import type { UserInfo } from '@roundhouse/contract';
import { ProgressBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../ui/money';
import { useLevelName } from './vip';

/** How far the member's settled stake is from the next VIP level (nothing at level 8 or under an override). */
export function VipProgress({ vip }: { vip: UserInfo['vip'] }) {
  const { t } = useTranslation();
  const levelName = useLevelName();
  if (!vip.next) return null;
  const percent = Math.min(100, Math.floor((vip.stake / vip.next.stake) * 100));
  return (
    <div className="vip-progress" data-testid="vip-progress">
      <div className="vip-progress-text">
        {t('vip.progress', {
          stake: formatMoney(vip.stake),
          needed: formatMoney(vip.next.stake),
          level: `VIP${vip.next.level} · ${levelName(vip.next.level)}`,
        })}
      </div>
      <ProgressBar percent={percent} style={{ '--track-width': '4px', '--fill-color': 'var(--rh-gold)' }} />
    </div>
  );
}
