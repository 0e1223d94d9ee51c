import type { FinanceContract } from '@roundhouse/contract';
import { TRANSFER_USD } from '@roundhouse/contract/web';
import { parseUsd, cents as toCents, toUsd } from '@roundhouse/game';
import { ppmOfPercent, totalInterest } from '@roundhouse/game/finance';
import { Button, Result, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRequestId } from '../../api/request-id';
import { useUserInfo } from '../../session';
import { AmountInput } from '../../ui/amount-input';
import { DemoBadge } from '../../ui/demo-badge';
import { FormCard, FormField, SubmitButton } from '../../ui/form-field';
import { formatDateTime } from '../../ui/format';
import { formatMoney, Money } from '../../ui/money';
import { Page } from '../../ui/page';
import { PayPasswordField } from '../../ui/pay-password-field';
import { useFinanceTransfer } from './api/finance-transfer';
import { useProduct } from './use-product';
import './finance.css';
import { Labelled } from '../../ui/labelled';

const { min: MIN, max: MAX } = TRANSFER_USD;

/** /producttransferin: amount, the tier it falls in as it is typed, the return and maturity, the payment password. */
export function TransferInPage() {
  const { t, i18n } = useTranslation();
  // Money does not move offline (issue 28): the banner says why.
  const navigate = useNavigate();
  const { list, product: named, products } = useProduct();
  const user = useUserInfo();
  const transfer = useFinanceTransfer();
  const requestId = useRequestId();
  const [amount, setAmount] = useState('');
  const [pwd, setPwd] = useState('');
  const [chosen, setChosen] = useState<number | undefined>(named?.id);
  const [errors, setErrors] = useState<{ amount?: string; pwd?: string }>({});
  const [made, setMade] = useState<FinanceContract>();

  const cents = parseUsd(amount);
  const fits = (p: (typeof list)[number]) => cents !== null && cents >= p.min * 100 && cents <= p.max * 100;
  const picked = list.find((p) => p.id === (chosen ?? named?.id));
  const tier = picked && fits(picked) ? picked : list.find(fits);
  const interest = tier && cents ? totalInterest(cents, ppmOfPercent(tier.daily_rate), tier.days) : toCents(0);
  const period = (products.data?.period_seconds ?? 86_400) * 1000;

  const submit = async () => {
    const next: typeof errors = {};
    if (amount === '') next.amount = 'errMsg.3040';
    else if (cents === null || cents <= 0) next.amount = 'errMsg.1044';
    else if (cents < MIN * 100) next.amount = 'errMsg.1042';
    else if (cents > MAX * 100) next.amount = 'errMsg.1043';
    else if (user.data && cents > user.data.money * 100) next.amount = 'errMsg.1025';
    if (!/^\d{6,16}$/.test(pwd)) next.pwd = 'errMsg.1058';
    setErrors(next);
    if (Object.keys(next).length) return;
    try {
      const contract = await requestId.send((request_id) =>
        transfer.mutateAsync({
          amount,
          pwd,
          ...(picked && tier?.id === picked.id ? { product_id: picked.id } : {}),
          request_id,
        }),
      );
      setMade(contract);
      setPwd('');
    } catch {
      // The client has shown why.
    }
  };

  if (made) {
    return (
      <Page title={t('screens.productTransferIn')}>
        <Result
          status="success"
          title={t('finance.made')}
          description={t('finance.madeText', {
            principal: formatMoney(made.principal),
            product: made.product,
            interest: formatMoney(made.interest_expected),
            date: formatDateTime(made.matures_at, i18n.language),
          })}
        />
        <div className="finance-go">
          <Button block color="primary" onClick={() => navigate('/productorder')} data-testid="to-contracts">
            {t('finance.myContracts')}
          </Button>
        </div>
      </Page>
    );
  }

  return (
    <Page title={t('screens.productTransferIn')}>
      <div className="withdraw-summary">
        <div>
          <div className="form-label">{t('user.balance')}</div>
          <div className="withdraw-available">{user.data ? <Money value={user.data.money} /> : '—'}</div>
        </div>
        <DemoBadge />
      </div>
      <FormCard>
        <FormField label={t('finance.product')}>
          <Selector
            columns={2}
            value={tier ? [tier.id] : picked ? [picked.id] : []}
            onChange={(v) => setChosen(v[0])}
            // The name over its rate, each on a line of its own (one line broke at the dot, "Intermediate ·" / "0.30%").
            options={list.map((p) => ({
              label: (
                <span className="product-pick">
                  <span>{p.name}</span>
                  <small>{t('finance.perDay', { rate: p.daily_rate.toFixed(2) })}</small>
                </span>
              ),
              value: p.id,
            }))}
          />
        </FormField>
        <FormField label={t('finance.amount')} error={errors.amount}>
          <AmountInput value={amount} onChange={setAmount} placeholder={t('finance.amountPlaceholder')} name="amount" />
        </FormField>
        {tier && cents ? (
          <div className="finance-preview" data-testid="transfer-preview">
            <div>
              <Labelled label={t('finance.tier')}>
                <strong>{tier.name}</strong>
              </Labelled>{' '}
              · {tier.daily_rate.toFixed(2)}% · {t('finance.days', { count: tier.days })}
            </div>
            <div>
              <Labelled label={t('finance.totalReturn')}>
                <strong>{formatMoney(toUsd(interest))}</strong>
              </Labelled>{' '}
              (+
              {tier.total_return.toFixed(2)}%)
            </div>
            <div>
              <Labelled label={t('finance.matures')}>
                {formatDateTime(new Date(Date.now() + tier.days * period).toISOString(), i18n.language)}
              </Labelled>
            </div>
          </div>
        ) : (
          <p className="finance-note">{t('finance.rangeNote', { min: formatMoney(MIN), max: formatMoney(MAX) })}</p>
        )}
        <PayPasswordField value={pwd} onChange={setPwd} error={errors.pwd} />
      </FormCard>
      <SubmitButton
        label={t('finance.transferIn')}
        busy={transfer.isPending}
        needsConnection
        onSubmit={() => void submit()}
        testId="transfer-submit"
      />
    </Page>
  );
}
