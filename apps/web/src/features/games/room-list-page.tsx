import { rtpPercent } from '@roundhouse/game';
import { ErrorBlock, List, Skeleton, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatMoney } from '../../ui/money';
import { Page } from '../../ui/page';
import { useRoomList } from './api/get-room-list';
import { useEnterRoom } from './use-enter-room';

/** /room_list/{type}: each room with its title, a go label and the minimum to join (SPEC.md §2). */
export function RoomListPage() {
  const { t } = useTranslation();
  const hall = useParams().type === '1' ? 1 : 2;
  const rooms = useRoomList(hall);
  const enter = useEnterRoom();
  return (
    <Page title={t(hall === 1 ? 'home.vipHall' : 'home.secondHall')}>
      {rooms.isPending ? (
        <Skeleton.Paragraph lineCount={6} animated />
      ) : rooms.isError ? (
        <ErrorBlock status="disconnected" title={rooms.error.message} description="" />
      ) : (
        <List>
          {rooms.data.map((room) => (
            <List.Item
              key={room.id}
              data-testid="room"
              onClick={() => enter(room)}
              description={
                <>
                  {t('games.minJoin', { amount: formatMoney(room.minjoin) })} ·{' '}
                  {t('games.minBuy', { amount: formatMoney(room.minbuy) })}
                  <br />
                  {t('games.oddsLine', { odds: room.rate0.toFixed(2), rtp: rtpPercent(room.rate0) })}
                </>
              }
              extra={<Tag color="primary">{t('games.go')}</Tag>}
            >
              <span className="room-title">
                <span className={`game-badge game-badge-${room.type}`}>{t(`games.type${room.type}`)}</span> {room.title}
              </span>
            </List.Item>
          ))}
        </List>
      )}
    </Page>
  );
}
