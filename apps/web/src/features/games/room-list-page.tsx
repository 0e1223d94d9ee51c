import { type Hall, rtpPercent } from '@roundhouse/game';
import { Button, ErrorBlock, List, PullToRefresh, Skeleton, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, isLostAnswer } from '../../api/client';
import { useUserInfo } from '../../session';
import { LoadFailed } from '../../ui/load-failed';
import { formatMoney } from '../../ui/money';
import { Page } from '../../ui/page';
import { useLevelName, useVipOneStake } from '../users';
import { useRoomList } from './api/get-room-list';
import { useEnterRoom } from './use-enter-room';

/** The VIP hall for a member below VIP1 (issue 28): what opens it, how far they are, and the way back. */
function VipHallClosed() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: user } = useUserInfo();
  const needed = useVipOneStake();
  const levelName = useLevelName();
  return (
    <div className="vip-hall-closed" data-testid="vip-hall-closed">
      <ErrorBlock
        status="empty"
        title={t('vip.hallClosed')}
        description={t('vip.hallNeeds', {
          level: `VIP1 · ${levelName(1)}`,
          needed: formatMoney(needed ?? 0),
          stake: formatMoney(user?.vip.stake ?? 0),
        })}
      />
      <Button block color="primary" onClick={() => navigate('/room_list/2', { replace: true })}>
        {t('games.toSecondHall')}
      </Button>
    </div>
  );
}

/** /room_list/{type}: each room with its title, a go label and the minimum to join (SPEC.md §2). */
export function RoomListPage({ hall }: { hall: Hall }) {
  const { t } = useTranslation();
  const rooms = useRoomList(hall);
  const { enter, waitingFor } = useEnterRoom();
  return (
    <Page title={t(hall === 1 ? 'home.vipHall' : 'home.secondHall')}>
      <PullToRefresh onRefresh={async () => void (await rooms.refetch())}>
        {rooms.isPending ? (
          <Skeleton.Paragraph lineCount={6} animated />
        ) : rooms.error instanceof ApiError && rooms.error.errCode === 2055 ? (
          <VipHallClosed />
        ) : rooms.isError && !(rooms.data && isLostAnswer(rooms.error)) ? (
          <LoadFailed {...(isLostAnswer(rooms.error) ? {} : { title: rooms.error.message, text: '' })} query={rooms} />
        ) : (
          <List>
            {(rooms.data ?? []).map((room) => (
              <List.Item
                key={room.id}
                data-testid="room"
                onClick={() => void enter(room)}
                aria-busy={waitingFor?.id === room.id}
                description={
                  <>
                    <span className="room-terms">{t('games.minJoin', { amount: formatMoney(room.minjoin) })}</span> ·{' '}
                    <span className="room-terms">{t('games.minBuy', { amount: formatMoney(room.minbuy) })}</span>
                    <br />
                    {t('games.oddsLine', { odds: room.rate0.toFixed(2), rtp: rtpPercent(room.rate0) })}
                  </>
                }
                extra={
                  waitingFor?.id === room.id ? (
                    <span className="busy-spinner" role="progressbar" aria-label={t('common.loading')} />
                  ) : (
                    <Tag color="primary">{t('games.go')}</Tag>
                  )
                }
              >
                <span className="room-title">
                  <span className={`game-badge game-badge-${room.type}`}>{t(`games.type${room.type}`)}</span>{' '}
                  {room.title}
                </span>
              </List.Item>
            ))}
          </List>
        )}
      </PullToRefresh>
    </Page>
  );
}
