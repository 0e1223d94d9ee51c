import type { Room } from '@roundhouse/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentUserQuery, useUserInfo } from '../../session';
import { confirmDialog } from '../../ui/feedback';
import { formatMoney } from '../../ui/money';
import { useOneAtATime } from '../../ui/use-one-at-a-time';

/**
 * The check before a room (SPEC.md §2): a balance below its minimum join amount gets the 2004 warning,
 * with the way to recharge. A tap before the member has loaded waits for them rather than letting
 * the member in unchecked (a second tap meanwhile is ignored); if they cannot be read (the failed
 * call says why), nothing opens. `waitingFor`: the room whose tap has waited a moment for the member.
 */
export function useEnterRoom() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The member loads as the screen opens, so that a tap rarely has to wait for them.
  useUserInfo();
  const [enter, waitingFor] = useOneAtATime(async (room: Pick<Room, 'id' | 'minjoin'>) => {
    const me = await queryClient.ensureQueryData(currentUserQuery).catch(() => undefined);
    if (!me) return;
    if (me.money < room.minjoin) {
      void confirmDialog({
        title: t('errMsg.2004').replace('{{num}}', formatMoney(room.minjoin)),
        confirmText: t('screens.recharge'),
      }).then((recharge) => recharge && navigate('/recharge'));
      return;
    }
    navigate(`/activity/${room.id}`);
  });
  return { enter, waitingFor: waitingFor?.[0] };
}
