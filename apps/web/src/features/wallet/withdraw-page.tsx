import { Button, Selector, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRequestId } from '../../api/request-id';
import { AmountInput } from '../../ui/amount-input';
import { DemoBadge } from '../../ui/demo-badge';
import { FormCard, FormField, SubmitButton } from '../../ui/form-field';
import { formatMoney, Money } from '../../ui/money';
import { Page } from '../../ui/page';
import { PayPasswordField } from '../../ui/pay-password-field';
import { useBankcards } from './api/get-bankcardlist';
import { useLeftmoney } from './api/get-leftmoney';
import { useWithdraw } from './api/withdraw';
import { CardChoice } from './card-choice';

type Errors = Partial<Record<'card' | 'money' | 'pwd', string>>;

/** /withdraw: account picker, amount, payment password; the amount waits for an operator (SPEC.md §4). */
export function WithdrawPage() {
  const { t } = useTranslation();
  // Money does not move offline (issue 28): the banner says why.
  const navigate = useNavigate();
  const cards = useBankcards();
  const left = useLeftmoney();
  const withdraw = useWithdraw();
  const [cardId, setCardId] = useState<number>();
  const [amount, setAmount] = useState('');
  const [pwd, setPwd] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const requestId = useRequestId();
  // Unknown until it has loaded: then the server alone checks the amount against it.
  const available = left.data?.leftmoney;
  const chosen = cardId ?? cards.data?.[0]?.id;

  const submit = async () => {
    const next: Errors = {};
    const value = Number(amount);
    if (!chosen) next.card = 'wallet.chooseAccount';
    if (!amount) next.money = 'errMsg.3040';
    else if (!(value > 0)) next.money = 'errMsg.1050';
    else if (available !== undefined && value > available) next.money = 'errMsg.1025';
    if (!/^\d{6,16}$/.test(pwd)) next.pwd = 'errMsg.1058';
    setErrors(next);
    if (Object.keys(next).length || !chosen) return;
    try {
      await requestId.send((request_id) => withdraw.mutateAsync({ bank_id: chosen, money: amount, pwd, request_id }));
      Toast.show({ icon: 'success', content: t('wallet.withdrawRequested') });
      setAmount('');
      setPwd('');
    } catch {
      // The client has shown why.
    }
  };

  return (
    <Page
      title={t('screens.withdraw')}
      right={
        <button type="button" className="nav-link" onClick={() => navigate('/withdraw_history')}>
          {t('wallet.history')}
        </button>
      }
    >
      <div className="withdraw-summary">
        <div>
          <div className="form-label">{t('user.withdrawable')}</div>
          <div className="withdraw-available" data-testid="withdrawable">
            {available !== undefined ? <Money value={available} /> : '—'}
          </div>
        </div>
        <DemoBadge />
      </div>
      <p className="page-note">{t('wallet.withdrawNote')}</p>
      {/* The operator's rules (already in the member's language): a minimum, a count per day. */}
      {left.data?.rules.map((rule) => (
        <p key={rule.name} className="page-note" data-testid="withdraw-rule">
          {rule.name}:{' '}
          {rule.unit === 'usd'
            ? `${formatMoney(rule.progress)} / ${formatMoney(rule.required)}`
            : `${rule.progress} / ${rule.required}`}
        </p>
      ))}
      <FormCard>
        <FormField label={t('wallet.account')} error={errors.card}>
          {cards.data && cards.data.length > 0 ? (
            <Selector
              className="card-choices"
              columns={1}
              value={chosen ? [chosen] : []}
              onChange={(v) => v[0] !== undefined && setCardId(v[0])}
              options={cards.data.map((c) => ({ label: <CardChoice card={c} />, value: c.id }))}
            />
          ) : (
            <Button size="small" color="primary" fill="outline" onClick={() => navigate('/bankadd')}>
              {t('wallet.addAccount')}
            </Button>
          )}
        </FormField>
        <FormField
          label={t('wallet.amount')}
          error={errors.money}
          extra={
            <button
              type="button"
              className="link-button"
              disabled={available === undefined}
              onClick={() => available !== undefined && setAmount(available.toFixed(2))}
            >
              {t('wallet.all')}
            </button>
          }
        >
          <AmountInput
            value={amount}
            onChange={setAmount}
            placeholder={t('wallet.withdrawPlaceholder')}
            name="amount"
          />
        </FormField>
        <PayPasswordField value={pwd} onChange={setPwd} error={errors.pwd} />
      </FormCard>
      <SubmitButton
        label={t('wallet.withdrawSubmit')}
        busy={withdraw.isPending}
        needsConnection
        onSubmit={() => void submit()}
      />
    </Page>
  );
}
