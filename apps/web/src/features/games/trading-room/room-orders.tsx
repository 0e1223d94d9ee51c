import type { OrderView } from '@roundhouse/contract';
import { Button, List, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../ui/money';

/** Everyone's orders on this round (names masked); others' can be followed while it is open. */
export function RoomOrders(props: {
  orders: OrderView[] | undefined;
  labels: readonly string[];
  open: boolean;
  onFollow: (order: OrderView) => void;
}) {
  const { t } = useTranslation();
  const { orders, labels, open, onFollow } = props;
  return (
    <section className="room-orders">
      <h2>{t('games.roundOrders')}</h2>
      {orders && orders.length > 0 ? (
        <List>
          {orders.map((o) => (
            <List.Item
              key={o.id}
              data-testid="room-order"
              description={`${o.username} · ×${o.rate.toFixed(2)}`}
              extra={
                o.mine ? (
                  <Tag color="primary" fill="outline">
                    {t('games.mine')}
                  </Tag>
                ) : (
                  <Button size="mini" color="primary" fill="outline" onClick={() => onFollow(o)} disabled={!open}>
                    {t('games.follow')}
                  </Button>
                )
              }
              arrowIcon={false}
            >
              {labels[o.value]} · <Money value={o.money} />
            </List.Item>
          ))}
        </List>
      ) : (
        <div className="results-empty">{t('games.noOrders')}</div>
      )}
    </section>
  );
}
