import { Button, ErrorBlock, Skeleton, Toast } from 'antd-mobile';
import { QuestionCircleOutline, UnorderedListOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { isLostAnswer } from '../../api/client';
import { LoadFailed } from '../../ui/load-failed';
import { Page } from '../../ui/page';
import { useOnceShown } from '../../ui/use-once-shown';
import { isRoomId } from './api/get-gameinfo';
import { useRoomOrders } from './api/get-vorder';
import { ConfirmPopup } from './trading-room/confirm-popup';
import { MyOrdersPopup } from './trading-room/my-orders-popup';
import { OrderForm } from './trading-room/order-form';
import { OutcomeGrid } from './trading-room/outcome-grid';
import { ResultsStrip } from './trading-room/results-strip';
import { RoomOrders } from './trading-room/room-orders';
import { RoundHeader } from './trading-room/round-header';
import { RulesDialog, useRulesDialog } from './trading-room/rules-dialog';
import { useOrderForm } from './trading-room/use-order-form';
import { roomRates, useTradingRoom } from './trading-room/use-trading-room';

/** /activity/{id}: the trading room (SPEC.md §4), composed of its parts in ./trading-room. */
export function ActivityPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const roomid = Number(useParams().id);
  const { info, data, room, game, deadline, open, labels, starting } = useTradingRoom(roomid);
  const form = useOrderForm(room, game, open);
  const orders = useRoomOrders(roomid, game?.seqno, open);
  const [recordsOpen, setRecordsOpen] = useState(false);
  const rules = useRulesDialog(roomid);
  // The room's popups are mounted when first asked for, not with the room.
  const rulesMounted = useOnceShown(rules.open);
  const confirmMounted = useOnceShown(form.confirmOpen);
  const recordsMounted = useOnceShown(recordsOpen);

  // A lost answer says nothing of the room: before it has loaded, ask again; after, it stays on show.
  if (isRoomId(roomid) && isLostAnswer(info.error) && !data) {
    return (
      <Page title={t('screens.activity')}>
        <LoadFailed query={info} />
      </Page>
    );
  }
  if (!isRoomId(roomid) || (info.isError && !starting && !isLostAnswer(info.error))) {
    return (
      <Page title={t('screens.activity')}>
        <ErrorBlock status="default" title={info.error?.message ?? t('errMsg.1057')} description="" />
        <div className="form-actions">
          <Button block onClick={() => navigate(-1)}>
            {t('common.back')}
          </Button>
        </div>
      </Page>
    );
  }
  if (!data || !room || !game || !labels) {
    return (
      <Page title={t('screens.activity')}>
        {starting ? <p className="page-note">{t('errMsg.1054')}</p> : null}
        <Skeleton.Paragraph lineCount={8} animated />
      </Page>
    );
  }

  const rates = roomRates(room);
  return (
    <Page
      title={room.title}
      right={
        <div className="nav-actions">
          <button
            type="button"
            className="nav-link nav-icon"
            onClick={rules.show}
            aria-label={t('games.rules')}
            data-testid="rules-button"
          >
            <QuestionCircleOutline fontSize={20} />
          </button>
          <button
            type="button"
            className="nav-link records-link"
            onClick={() => setRecordsOpen(true)}
            aria-label={t('games.records')}
          >
            <UnorderedListOutline className="records-icon" fontSize={20} />
            <span className="records-text">{t('games.records')}</span>
          </button>
        </div>
      }
    >
      {rulesMounted ? <RulesDialog room={room} labels={labels} open={rules.open} onClose={rules.close} /> : null}
      <RoundHeader seqno={game.seqno} deadline={deadline} open={open} balance={form.balance} />
      <ResultsStrip results={data.his} gameType={room.type} />
      <OutcomeGrid labels={labels} rates={rates} selected={form.selected} open={open} onToggle={form.toggle} />
      <OrderForm form={form} minbuy={room.minbuy} />
      <RoomOrders orders={orders.data?.list} labels={labels} open={open} onFollow={(o) => void form.follow(o)} />
      {confirmMounted ? (
        <ConfirmPopup
          form={form}
          seqno={game.seqno}
          labels={labels}
          rates={rates}
          // 1034: the odds changed under the member; reload the room so the popup shows the new ones.
          onConfirm={() => void form.confirm(() => void info.refetch())}
        />
      ) : null}
      {recordsMounted ? (
        <MyOrdersPopup
          visible={recordsOpen}
          onClose={() => setRecordsOpen(false)}
          roomid={roomid}
          gameType={room.type}
          seqno={game.seqno}
          open={open}
          onClosedRound={() => Toast.show({ icon: 'fail', content: t('games.closed') })}
        />
      ) : null}
    </Page>
  );
}
