import type { CardType } from '@roundhouse/contract';
import { CARD_TYPES } from '@roundhouse/contract/web';
import { Selector, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import { FormCard, FormField, SubmitButton } from '../../ui/form-field';
import { Page } from '../../ui/page';
import { useAddBankcard } from './api/addbankcard';

type Field = 'bank' | 'branch' | 'account' | 'username' | 'address';

/** The server's code for an account that is already on the member's list (the same one, typed again). */
const ALREADY_ON_LIST = 1046;

/** The client's first check of an account; the server checks again (with the TRON checksum). */
export function cardErrors(type: CardType, form: Record<Field, string>): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (type === 'Bank') {
    if (!form.bank.trim()) errors.bank = 'errMsg.3010';
    if (!/^[0-9A-Za-z -]{4,34}$/.test(form.account.trim())) errors.account = 'errMsg.3011';
    if (!form.username.trim()) errors.username = 'errMsg.3012';
  } else {
    const address = form.address.trim();
    if (!address) errors.address = 'errMsg.1065';
    else if (type === 'USDT-TRC' && !/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) errors.address = 'wallet.badTrc';
    else if (type === 'USDT-ERC' && !/^0x[0-9a-fA-F]{40}$/.test(address)) errors.address = 'wallet.badErc';
  }
  return errors;
}

/** /bankadd: choose Bank, USDT-TRC or USDT-ERC; the fields follow the type (SPEC.md §5). */
export function BankAddPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const add = useAddBankcard();
  const [type, setType] = useState<CardType>('Bank');
  const [form, setForm] = useState<Record<Field, string>>({
    bank: '',
    branch: '',
    account: '',
    username: '',
    address: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (field: Field) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm({ ...form, [field]: e.target.value });

  const submit = async () => {
    // Double submission is blocked: the button is busy until the answer comes.
    if (add.isPending) return;
    const found = cardErrors(type, form);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await add.mutateAsync(
        type === 'Bank'
          ? { type, bank: form.bank, branch: form.branch, account: form.account, username: form.username }
          : { type, address: form.address.trim() },
      );
      Toast.show({ icon: 'success', content: t('wallet.added') });
      navigate('/banklist', { replace: true });
    } catch (error) {
      // The client has shown why. An account already on the list (an earlier try whose answer was
      // lost, or the same one typed again) is shown there.
      if (error instanceof ApiError && error.errCode === ALREADY_ON_LIST) navigate('/banklist', { replace: true });
    }
  };

  const input = (field: Field, placeholder: string) => (
    <input className="plain-input" name={field} value={form[field]} onChange={set(field)} placeholder={placeholder} />
  );

  return (
    <Page title={t('screens.bankadd')}>
      <div className="type-picker">
        <Selector
          columns={3}
          value={[type]}
          onChange={(v) => {
            if (v[0]) setType(v[0]);
            setErrors({});
          }}
          options={CARD_TYPES.map((value) => ({ label: value === 'Bank' ? t('wallet.bank') : value, value }))}
        />
      </div>
      <FormCard>
        {type === 'Bank' ? (
          <>
            <FormField label={t('wallet.bankName')} error={errors.bank}>
              {input('bank', t('errMsg.3010'))}
            </FormField>
            <FormField label={t('wallet.branch')}>{input('branch', t('wallet.branchPlaceholder'))}</FormField>
            <FormField label={t('wallet.accountNumber')} error={errors.account}>
              {input('account', t('wallet.accountPlaceholder'))}
            </FormField>
            <FormField label={t('wallet.holder')} error={errors.username}>
              {input('username', t('wallet.holderPlaceholder'))}
            </FormField>
          </>
        ) : (
          <FormField label={t(type === 'USDT-TRC' ? 'wallet.trcAddress' : 'wallet.ercAddress')} error={errors.address}>
            {input('address', t('errMsg.1065'))}
          </FormField>
        )}
      </FormCard>
      <p className="page-note">{t(type === 'Bank' ? 'wallet.bankNote' : 'wallet.cryptoNote')}</p>
      <SubmitButton label={t('common.submit')} busy={add.isPending} onSubmit={() => void submit()} />
    </Page>
  );
}
