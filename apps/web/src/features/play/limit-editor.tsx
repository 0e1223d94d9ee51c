import type { PlayLimits } from '@roundhouse/contract';
import { API } from '@roundhouse/contract/web';
import { Button, Form, Popup, Selector } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../ui/amount-input';
import { useChangeLimits } from './api/change-limits';

type Kind = 'deposit' | 'loss';

/** Sets, lowers, raises or removes one limit; the server decides what applies at once. */
export function LimitEditor(props: { kind: Kind | null; limits: PlayLimits | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const { kind, limits, onClose } = props;
  const current = kind && limits ? limits[kind] : undefined;
  const [amount, setAmount] = useState('');
  const [period, setPeriod] = useState<'day' | 'week'>('day');
  const [problem, setProblem] = useState('');
  const save = useChangeLimits(API.setPlayLimit);

  useEffect(() => {
    setAmount(current?.amount ? String(current.amount) : '');
    setPeriod(current?.period ?? 'day');
    setProblem('');
  }, [current]);

  const submit = async (value: number | null) => {
    if (!kind) return;
    if (value !== null && !(value >= 1 && value <= 100_000_000)) {
      setProblem(t('play.amountProblem'));
      return;
    }
    try {
      await save.mutateAsync({ kind, amount: value, period });
      onClose();
    } catch {
      // The client has shown why.
    }
  };

  return (
    <Popup visible={kind !== null} onMaskClick={onClose} onClose={onClose} showCloseButton bodyClassName="limit-popup">
      <h2>{kind ? t(`play.${kind}Limit`) : ''}</h2>
      <p className="play-note">{t('play.limitRule')}</p>
      <Form layout="vertical">
        <Form.Item label={t('play.amount')} help={problem || undefined}>
          <div data-testid="limit-amount">
            <AmountInput
              value={amount}
              onChange={setAmount}
              placeholder={t('play.amountPlaceholder')}
              name="amount"
              label={t('play.amount')}
            />
          </div>
        </Form.Item>
        <Form.Item label={t('play.period')}>
          <Selector
            columns={2}
            value={[period]}
            onChange={(v) => v[0] && setPeriod(v[0])}
            options={[
              { label: t('play.perDay'), value: 'day' as const },
              { label: t('play.perWeek'), value: 'week' as const },
            ]}
          />
        </Form.Item>
      </Form>
      <div className="limit-actions">
        <Button
          block
          color="primary"
          loading={save.isPending}
          onClick={() => void submit(amount === '' ? Number.NaN : Number(amount))}
          data-testid="limit-save"
        >
          {t('play.save')}
        </Button>
        {current?.amount !== null && current?.amount !== undefined ? (
          <Button block fill="outline" onClick={() => void submit(null)} data-testid="limit-remove">
            {t('play.remove')}
          </Button>
        ) : null}
      </div>
    </Popup>
  );
}
