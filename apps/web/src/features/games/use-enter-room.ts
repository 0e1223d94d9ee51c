import type { Room } from '@roundhouse/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUserInfo } from '../../session';
import { confirmDialog } from '../../ui/feedback';
import { formatMoney } from '../../ui/money';

/**
 * The check before a room (SPEC.md §2): a balance below its minimum join amount gets the 2004 warning,
 * with the way to recharge.
 */
export function useEnterRoom() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: user } = useUserInfo();
  return (room: Pick<Room, 'id' | 'minjoin'>) => {
    if (user && user.money < room.minjoin) {
      void confirmDialog({
        title: t('errMsg.2004').replace('{{num}}', formatMoney(room.minjoin)),
        confirmText: t('screens.recharge'),
        cancelText: t('common.cancel'),
      }).then((recharge) => recharge && navigate('/recharge'));
      return;
    }
    navigate(`/activity/${room.id}`);
  };
}
