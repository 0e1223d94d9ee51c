import { Button, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../ui/money';
import { useOnline } from '../../../ui/use-online';
import { quickPrices } from './prices';
import type { OrderForm as Form } from './use-order-form';

/** Follow banner, price per selection with quick chips, the total and the buy button. */
export function OrderForm({ form, minbuy }: { form: Form; minbuy: number }) {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <>
      {form.followOf !== undefined ? (
        <div className="follow-banner">
          {t('games.following')}{' '}
          <button type="button" className="link-button" onClick={form.stopFollowing}>
            {t('common.cancel')}
          </button>
        </div>
      ) : null}
      <section className="buy-bar">
        <div className="buy-price">
          <Input
            value={form.price}
            onChange={form.setPrice}
            inputMode="numeric"
            placeholder={t('games.pricePlaceholder')}
            aria-label={t('games.price')}
            clearable
          />
        </div>
        <Button color="primary" onClick={form.buy} disabled={form.placing || !online} data-testid="buy">
          {t('games.buy')}
        </Button>
      </section>
      <div className="quick-amounts buy-quick">
        {quickPrices(minbuy).map((q) => (
          <button
            type="button"
            key={q}
            className={form.price === String(q) ? 'chip chip-active' : 'chip'}
            onClick={() => form.setPrice(String(q))}
          >
            {q}
          </button>
        ))}
        <span className="buy-total">
          {t('games.totalMin', { total: formatMoney(form.total), min: formatMoney(minbuy) })}
        </span>
      </div>
    </>
  );
}
