import { useTranslation } from 'react-i18next';
import { FormField } from './form-field';
import { PasswordInput } from './password-input';

/** The payment (withdrawal) password row of a money form: digits, never autofilled. */
export function PayPasswordField(props: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <FormField label={t('register.payPwd')} error={props.error}>
      <PasswordInput
        value={props.value}
        onChange={props.onChange}
        name="pwd"
        inputMode="numeric"
        placeholder={t('wallet.payPwdPlaceholder')}
        autoComplete="off"
      />
    </FormField>
  );
}
