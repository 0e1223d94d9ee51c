import type { GameType } from '@roundhouse/game';
import { Button, List, Popup, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { alertDialog, confirmDialog } from '../../../ui/feedback';
import { formatMoney, Money } from '../../../ui/money';
import { useCancelOrder } from '../api/get-gamecancel';
import { useGameLog } from '../api/get-gamelog';

/** The member's own orders on this round, with cancel while it is open (SPEC.md §4). */
export function MyOrdersPopup(props: {
  visible: boolean;
  onClose: () => void;
  roomid: number;
  gameType: GameType;
  seqno: number;
  open: boolean;
  onClosedRound: () => void;
}) {
  const { t } = useTranslation();
  const { visible, onClose, roomid, gameType, seqno, open, onClosedRound } = props;
  const records = useGameLog({ gametype: gameType, gameseq: seqno }, visible);
  const cancel = useCancelOrder();

  const cancelOrder = async (orderId: number) => {
    if (!open) return onClosedRound();
    const ok = await confirmDialog({ content: t('games.cancelConfirm') });
    if (!ok) return;
    try {
      await cancel.mutateAsync({ roomid, order_id: orderId });
      await alertDialog({ content: t('games.cancelSuccess') });
      void records.refetch();
    } catch {
      // The client has shown why.
    }
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} showCloseButton bodyClassName="records-popup">
      <h2>{t('games.myOrders', { seqno })}</h2>
      <Link className="round-page-link" to={`/current/${roomid}?seqno=${seqno}`} data-testid="round-page-link">
        {t('games.roundPage')}
      </Link>
      <Link className="round-page-link" to="/my_bets" data-testid="all-bets-link">
        {t('games.allBets')}
      </Link>
      {records.data && records.data.length > 0 ? (
        <List>
          {records.data.map((o) => (
            <List.Item
              key={o.id}
              data-testid="my-order"
              description={o.result ?? t(`games.status.${o.status}`)}
              extra={
                o.status === 'open' ? (
                  <Button
                    size="mini"
                    color="danger"
                    fill="outline"
                    onClick={() => void cancelOrder(o.id)}
                    disabled={!open}
                  >
                    {t('games.cancel')}
                  </Button>
                ) : (
                  <Tag color={o.status === 'won' ? 'success' : 'default'}>
                    {o.status === 'won' ? `+${formatMoney(o.payout)}` : t(`games.status.${o.status}`)}
                  </Tag>
                )
              }
              arrowIcon={false}
            >
              {o.valuecn} · <Money value={o.money} /> ×{o.rate.toFixed(2)}
            </List.Item>
          ))}
        </List>
      ) : (
        <div className="results-empty">{t('games.noMyOrders')}</div>
      )}
    </Popup>
  );
}
