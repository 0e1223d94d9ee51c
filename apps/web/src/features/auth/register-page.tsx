import { RULES } from '@roundhouse/contract/web';
import { Button, Checkbox, Input, Toast } from 'antd-mobile';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../state/session';
import { FormCard, FormField, SubmitButton } from '../../ui/form-field';
import { resolverOf } from '../../ui/form-rules';
import { PasswordRow } from '../../ui/password-input';
import { useRegister } from './api/register';
import { useSmsSend } from './api/sms-send';
import { AuthPage, useEnterWith } from './auth-page';
import { checkRegister, type RegisterForm } from './register-schema';
import { UsernameField } from './username-field';

export function RegisterPage() {
  const { t } = useTranslation();
  const smsEnabled = useSession((s) => s.appConfig?.sms_enabled ?? false);
  const resolver = useMemo(() => resolverOf(checkRegister(smsEnabled)), [smsEnabled]);
  const register = useRegister();
  const { control, handleSubmit, watch, formState } = useForm<RegisterForm>({
    resolver,
    defaultValues: {
      quhao: RULES.defaultQuhao,
      username: '',
      captcha: '',
      password: '',
      spassword: '',
      invitation: '',
      payPwd: '',
      agree: false,
    },
  });
  const errors = formState.errors;
  const isPhone = /^\d+$/.test(watch('username').trim());

  const enter = useEnterWith(({ agree: _agree, ...form }: RegisterForm) =>
    register.mutateAsync({ ...form, username: form.username.trim(), invitation: form.invitation.trim() }),
  );
  const submit = handleSubmit(enter);

  return (
    <AuthPage title={t('screens.register')} heading={t('register.heading')} subtitle={t('register.subtitle')}>
      <FormCard>
        <FormField label={t('register.phone')} error={errors.username?.message}>
          <UsernameField control={control} showAreaCode placeholder={t('register.phonePlaceholder')} />
        </FormField>
        {smsEnabled && isPhone ? (
          <FormField
            label={t('register.captcha')}
            error={errors.captcha?.message}
            extra={<SendCodeButton quhao={watch('quhao')} mobile={watch('username').trim()} />}
          >
            <Controller
              name="captcha"
              control={control}
              render={({ field }) => (
                <Input
                  {...field}
                  value={field.value ?? ''}
                  inputMode="numeric"
                  maxLength={6}
                  placeholder={t('register.captchaPlaceholder')}
                />
              )}
            />
          </FormField>
        ) : null}
        <PasswordRow
          control={control}
          name="password"
          label={t('register.password')}
          placeholder={t('register.passwordPlaceholder')}
          autoComplete="new-password"
        />
        <PasswordRow
          control={control}
          name="spassword"
          label={t('register.repeat')}
          placeholder={t('register.repeatPlaceholder')}
          autoComplete="new-password"
        />
        <FormField label={t('register.invitation')} error={errors.invitation?.message}>
          <Controller
            name="invitation"
            control={control}
            render={({ field }) => (
              <Input {...field} placeholder={t('register.invitationPlaceholder')} autoComplete="off" clearable />
            )}
          />
        </FormField>
        <PasswordRow
          control={control}
          name="payPwd"
          label={t('register.payPwd')}
          placeholder={t('register.payPwdPlaceholder')}
          autoComplete="off"
          numeric
        />
      </FormCard>
      <div className="agreement">
        <Controller
          name="agree"
          control={control}
          render={({ field }) => (
            <Checkbox checked={field.value} onChange={field.onChange} data-testid="agree">
              <span className="agreement-text">
                {t('register.agreePrefix')} <Link to="/help/35">{t('register.terms')}</Link> {t('register.and')}{' '}
                <Link to="/help/36">{t('register.privacy')}</Link>
              </span>
            </Checkbox>
          )}
        />
        {errors.agree?.message ? (
          <div className="field-error" role="alert">
            {t(errors.agree.message)}
          </div>
        ) : null}
      </div>
      <SubmitButton label={t('register.submit')} busy={register.isPending} onSubmit={() => void submit()}>
        <p className="form-switch">
          {t('register.haveAccount')} <Link to="/login">{t('register.toLogin')}</Link>
        </p>
      </SubmitButton>
    </AuthPage>
  );
}

/** Sends the SMS code, then locks itself for 60 seconds (SPEC.md §4). */
function SendCodeButton({ quhao, mobile }: { quhao: string; mobile: string }) {
  const { t } = useTranslation();
  const send = useSmsSend();
  const [lockedUntil, setLockedUntil] = useState(0);
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (lockedUntil <= now) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [lockedUntil, now]);
  const left = Math.ceil((lockedUntil - now) / 1000);

  const onClick = async () => {
    if (!RULES.phoneDigits.test(mobile)) {
      Toast.show({ content: t('errMsg.2050'), icon: 'fail' });
      return;
    }
    try {
      const { resend_after } = await send.mutateAsync({ quhao, mobile });
      setLockedUntil(Date.now() + resend_after * 1000);
      setNow(Date.now());
      Toast.show({ content: t('register.codeSent'), icon: 'success' });
    } catch {
      // The client has shown why.
    }
  };
  return (
    <Button size="small" color="primary" fill="outline" disabled={left > 0} loading={send.isPending} onClick={onClick}>
      {left > 0 ? t('register.resendIn', { s: left }) : t('register.sendCode')}
    </Button>
  );
}
