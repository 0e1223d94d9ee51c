import { cents, parseUsd, toUsd } from '@roundhouse/game';
import { interestSchedule, ppmOfPercent } from '@roundhouse/game/finance';
import { Button, Input, List } from 'antd-mobile';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usdText } from '../../ui/amount-text';
import { formatMoney } from '../../ui/money';
import { formatMoneyRange } from './amount-range';
import { ProductPage } from './product-page';
import { useProduct } from './use-product';
import './finance.css';

const ScheduleChart = lazy(() => import('./schedule-chart'));

/** /productdetail: one product's terms and the real accrual schedule of an example amount. */
export function ProductDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = useProduct();
  const { product } = state;
  const [typed, setTyped] = useState('');
  const example = product ? (parseUsd(typed) ?? Math.round(product.min * 100)) : 0;
  const inRange = product ? example >= product.min * 100 && example <= product.max * 100 : false;
  const schedule = useMemo(
    () => (product && inRange ? interestSchedule(example, ppmOfPercent(product.daily_rate), product.days) : []),
    [product, example, inRange],
  );
  const points = useMemo(() => schedule.map((s) => ({ day: s.period, usd: toUsd(s.cumulative) })), [schedule]);
  const total = schedule.at(-1)?.cumulative ?? 0;

  return (
    <ProductPage title={t('screens.productDetail')} state={state}>
      {(product) => (
        <>
          <List header={product.name}>
            <List.Item extra={formatMoneyRange(product.min, product.max)}>{t('finance.range')}</List.Item>
            <List.Item extra={`${product.daily_rate.toFixed(2)}%`}>{t('finance.dailyRate')}</List.Item>
            <List.Item extra={t('finance.days', { count: product.days })}>{t('finance.term')}</List.Item>
            <List.Item extra={`+${product.total_return.toFixed(2)}%`}>{t('finance.totalReturn')}</List.Item>
            <List.Item extra={`${product.annual_rate.toFixed(2)}%`}>{t('finance.annual')}</List.Item>
          </List>
          <section className="finance-schedule">
            <h3>{t('finance.schedule')}</h3>
            <Input
              className="finance-example"
              inputMode="decimal"
              value={typed}
              onChange={(v) => setTyped((was) => usdText(v) ?? was)}
              placeholder={t('finance.examplePlaceholder', { amount: formatMoney(product.min) })}
              aria-label={t('finance.example')}
            />
            {inRange ? (
              <>
                <p className="finance-note" data-testid="schedule-total">
                  {t('finance.scheduleText', {
                    amount: formatMoney(toUsd(cents(example))),
                    daily: formatMoney(toUsd(cents(schedule[0]?.amount ?? 0))),
                    total: formatMoney(toUsd(cents(total))),
                    count: product.days,
                  })}
                </p>
                <Suspense fallback={<div className="schedule-chart" />}>
                  <ScheduleChart points={points} />
                </Suspense>
              </>
            ) : (
              <p className="finance-note">{t('finance.outOfRange')}</p>
            )}
          </section>
          <div className="finance-go">
            <Button block color="primary" onClick={() => navigate(`/producttransferin?product=${product.id}`)}>
              {t('finance.go')}
            </Button>
          </div>
        </>
      )}
    </ProductPage>
  );
}
