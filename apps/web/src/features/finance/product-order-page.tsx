import type { FinanceContract } from '@roundhouse/contract';
import { Collapse, DotLoading, ProgressBar, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../ui/format';
import { formatMoney, Money } from '../../ui/money';
import { Page } from '../../ui/page';
import { QueryList } from '../../ui/query-list';
import { useFinanceOrder } from './api/finance-order';
import { useFinanceOrders } from './api/finance-orders';
import './finance.css';

function Entries({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const order = useFinanceOrder(id, true);
  if (!order.data) return <DotLoading />;
  if (order.data.accruals.length === 0) return <p className="finance-note">{t('finance.noEntries')}</p>;
  return (
    <table className="finance-entries">
      <tbody>
        {order.data.accruals.map((a) => (
          <tr key={a.period} data-testid="accrual">
            <td>{t('finance.day', { n: a.period })}</td>
            <td>{formatDateTime(a.at, i18n.language)}</td>
            <td className="finance-up">+{formatMoney(a.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ContractTitle({ c }: { c: FinanceContract }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="contract-title" data-testid="contract">
      <div className="contract-row">
        <strong>{c.product}</strong>
        <Tag color={c.status === 'active' ? 'primary' : 'success'}>{t(`finance.status.${c.status}`)}</Tag>
      </div>
      <div className="contract-row">
        <span>
          {t('finance.principal')} <Money value={c.principal} />
        </span>
        <span>
          {t('finance.perDay', { rate: c.daily_rate.toFixed(2) })} · {t('finance.days', { count: c.days })}
        </span>
      </div>
      <div className="contract-row">
        <span data-testid="contract-accrued">
          {t('finance.accrued')} {formatMoney(c.interest_accrued)} / {formatMoney(c.interest_expected)}
        </span>
      </div>
      <ProgressBar percent={Math.round((c.periods_paid / c.days) * 100)} />
      <div className="contract-row contract-dates">
        <span>{formatDateTime(c.starts_at, i18n.language)}</span>
        <span>
          {t('finance.matures')} {formatDateTime(c.matures_at, i18n.language)}
        </span>
      </div>
    </div>
  );
}

/** /productorder: the member's contracts with accrued and expected interest, progress and entries. */
export function ProductOrderPage() {
  const { t } = useTranslation();
  const orders = useFinanceOrders();
  const [open, setOpen] = useState<string[]>([]);
  return (
    <Page title={t('screens.productOrder')}>
      <QueryList query={orders} items={orders.data} empty={t('finance.noContracts')}>
        {(contracts) => (
          <Collapse activeKey={open} onChange={(keys) => setOpen(keys as string[])}>
            {contracts.map((c) => (
              <Collapse.Panel key={String(c.id)} title={<ContractTitle c={c} />}>
                {open.includes(String(c.id)) ? <Entries id={c.id} /> : null}
              </Collapse.Panel>
            ))}
          </Collapse>
        )}
      </QueryList>
    </Page>
  );
}
