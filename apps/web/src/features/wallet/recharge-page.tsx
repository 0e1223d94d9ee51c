import { Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRequestId } from '../../api/request-id';
import { useUserInfo } from '../../session';
import { useSession } from '../../state/session';
import { AmountInput } from '../../ui/amount-input';
import { DemoBadge } from '../../ui/demo-badge';
import { FormCard, FormField, SubmitButton } from '../../ui/form-field';
import { formatMoney, Money } from '../../ui/money';
import { useRecharge } from './api/recharge';

const QUICK_AMOUNTS = [500, 2000, 5000];

/** /recharge (tab): demo credits play money at once; live mode records a deposit for an operator. */
export function RechargePage() {
  const { t } = useTranslation();
  // Money does not move offline (issue 28): the banner says why.
  const navigate = useNavigate();
  const config = useSession((s) => s.appConfig);
  const isLogin = useSession((s) => s.isLogin);
  const { data: user } = useUserInfo();
  const recharge = useRecharge();
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string>();
  const requestId = useRequestId();
  const min = config?.min_recharge ?? 500;
  const live = config?.mode === 'live';

  const submit = async () => {
    if (!isLogin) {
      navigate('/login');
      return;
    }
    const value = Number(amount);
    if (!amount || !(value > 0)) return setError('errMsg.1050');
    if (value < min) return setError('wallet.minRecharge');
    setError(undefined);
    try {
      const deposit = await requestId.send((request_id) =>
        recharge.mutateAsync({ money: amount, reference: reference.trim(), request_id }),
      );
      Toast.show({
        icon: 'success',
        content: t(deposit.status === 'confirmed' ? 'wallet.rechargeDone' : 'wallet.rechargePending'),
      });
      setAmount('');
      setReference('');
    } catch {
      // The client has shown why.
    }
  };

  return (
    <div className="tab-page wallet-page">
      <header className="wallet-header">
        <div className="wallet-header-row">
          <h1>{t('screens.recharge')}</h1>
          <DemoBadge />
        </div>
        {user ? (
          <div className="wallet-balance">
            {t('user.balance')} <Money value={user.money} />
          </div>
        ) : null}
      </header>
      <p className="page-note">{t(live ? 'wallet.liveNote' : 'wallet.demoNote')}</p>
      {live && config?.deposit_instructions ? (
        <div className="deposit-instructions" data-testid="deposit-instructions">
          <div className="form-label">{t('wallet.instructions')}</div>
          <pre>{config.deposit_instructions}</pre>
        </div>
      ) : null}
      <FormCard>
        <FormField label={t('wallet.amount')} error={error ? t(error, { num: formatMoney(min) }) : undefined}>
          <AmountInput
            value={amount}
            onChange={setAmount}
            placeholder={t('wallet.rechargePlaceholder', { num: min })}
            name="amount"
          />
        </FormField>
        <div className="quick-amounts">
          {QUICK_AMOUNTS.filter((q) => q >= min).map((q) => (
            <button
              type="button"
              key={q}
              className={amount === String(q) ? 'chip chip-active' : 'chip'}
              onClick={() => {
                setAmount(String(q));
                setError(undefined);
              }}
            >
              {formatMoney(q)}
            </button>
          ))}
        </div>
        {live ? (
          <FormField label={t('wallet.reference')}>
            <input
              className="plain-input"
              value={reference}
              maxLength={120}
              onChange={(e) => setReference(e.target.value)}
              placeholder={t('wallet.referencePlaceholder')}
            />
          </FormField>
        ) : null}
      </FormCard>
      <SubmitButton
        label={t(live ? 'wallet.submitDeposit' : 'wallet.rechargeNow')}
        busy={recharge.isPending}
        needsConnection
        onSubmit={() => void submit()}
      />
      {config?.exchanges.length ? (
        <section className="exchanges">
          <h2>{t('wallet.exchanges')}</h2>
          <p className="page-note">{t('wallet.exchangesNote')}</p>
          <div className="exchange-links">
            {config.exchanges.map((x) => (
              <a key={x.url} href={x.url} target="_blank" rel="noopener noreferrer" className="chip">
                {x.name}
              </a>
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
