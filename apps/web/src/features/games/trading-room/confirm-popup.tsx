import { Button, Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../ui/money';
import { useOnline } from '../../../ui/use-online';
import type { OrderForm } from './use-order-form';

/** The order to confirm: round, selections with their odds and price, and the total. */
export function ConfirmPopup(props: {
  form: OrderForm;
  seqno: number;
  labels: readonly string[];
  rates: readonly number[];
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const { form, seqno, labels, rates, onConfirm } = props;
  const online = useOnline();
  return (
    <Popup
      visible={form.confirmOpen}
      // While an order's fate is being checked, the sheet stays until it is known.
      onMaskClick={form.checking ? undefined : form.closeConfirm}
      onClose={form.closeConfirm}
      showCloseButton={!form.checking}
      bodyClassName="confirm-popup"
    >
      <h2>{t('games.confirmTitle')}</h2>
      <div className="confirm-row">
        <span>{t('games.round')}</span>
        <span>{seqno}</span>
      </div>
      <div className="confirm-row">
        <span>{t('games.selections')}</span>
        <span>{form.selected.length}</span>
      </div>
      {form.selected.map((o) => (
        <div key={o} className="confirm-row confirm-play">
          <span>
            {labels[o]} ×{rates[o]?.toFixed(2)}
          </span>
          <span>{formatMoney(form.unit)}</span>
        </div>
      ))}
      <div className="confirm-row confirm-total">
        <span>{t('games.total')}</span>
        <span data-testid="confirm-total">{formatMoney(form.total)}</span>
      </div>
      {form.checking ? (
        <p className="confirm-checking" role="status" data-testid="order-checking">
          {t('games.checking')}
        </p>
      ) : null}
      {online ? null : (
        <p className="confirm-checking" role="status">
          {t('games.offlineNoOrders')}
        </p>
      )}
      <div className="filter-actions">
        <Button onClick={form.closeConfirm} disabled={form.checking}>
          {t('common.cancel')}
        </Button>
        <Button
          color="primary"
          loading={form.placing}
          // Money does not move offline (issue 28): the order waits for the connection.
          disabled={!online && !form.checking}
          onClick={onConfirm}
          data-testid="confirm-buy"
        >
          {t('common.confirm')}
        </Button>
      </div>
    </Popup>
  );
}
