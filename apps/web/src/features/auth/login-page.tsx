import { RULES } from '@roundhouse/contract/web';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CodeInput, FormCard, FormField, SubmitButton } from '../../ui/form-field';
import { PasswordRow } from '../../ui/password-input';
import { useLogin, useLoginCode } from './api/login';
import { AuthPage, useEnterWith } from './auth-page';
import { type LoginForm, loginResolver, showsAreaCode } from './schemas';
import { UsernameField } from './username-field';

/** The second step of a sign-in that asks for a code from the member's authenticator app. */
function CodeStep({ token, onBack }: { token: string; onBack: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pass = useLoginCode();
  const [code, setCode] = useState('');
  const value = code.trim().toLowerCase();
  const submit = () => pass.mutate({ token, code: value }, { onSuccess: () => navigate('/user', { replace: true }) });
  return (
    <AuthPage title={t('screens.login')} heading={t('auth.codeTitle')} subtitle={t('auth.codeText')}>
      <FormCard>
        <FormField label={t('auth.code')}>
          <CodeInput value={code} onChange={setCode} onEnterPress={submit} testId="login-code" />
        </FormField>
      </FormCard>
      <SubmitButton label={t('auth.codeSubmit')} busy={pass.isPending} disabled={value.length < 6} onSubmit={submit}>
        <p className="form-switch">
          <Button fill="none" size="small" onClick={onBack}>
            {t('auth.codeBack')}
          </Button>
        </p>
      </SubmitButton>
    </AuthPage>
  );
}

export function LoginPage() {
  const { t } = useTranslation();
  const login = useLogin();
  const [waiting, setWaiting] = useState<string | null>(null);
  const { control, handleSubmit, watch, formState } = useForm<LoginForm>({
    resolver: loginResolver,
    defaultValues: { quhao: RULES.defaultQuhao, username: '', password: '' },
  });
  const username = watch('username');

  const enter = useEnterWith(async (form: LoginForm) => {
    const answer = await login.mutateAsync({
      quhao: form.quhao,
      username: form.username.trim(),
      password: form.password,
    });
    // Not in yet: the code from the app first (the session is stored once it passes).
    if (!answer.code_needed) return true;
    setWaiting(answer.token);
    return false;
  });
  const submit = handleSubmit(enter);
  if (waiting) return <CodeStep token={waiting} onBack={() => setWaiting(null)} />;

  return (
    <AuthPage title={t('screens.login')} heading={t('auth.welcomeBack')} subtitle={t('auth.loginSubtitle')}>
      <FormCard>
        <FormField label={t('auth.username')} error={formState.errors.username?.message}>
          <UsernameField
            control={control}
            showAreaCode={showsAreaCode(username)}
            placeholder={t('auth.usernamePlaceholder')}
          />
        </FormField>
        <PasswordRow
          control={control}
          name="password"
          label={t('auth.password')}
          placeholder={t('auth.passwordPlaceholder')}
          autoComplete="current-password"
        />
      </FormCard>
      <SubmitButton label={t('auth.loginSubmit')} busy={login.isPending} onSubmit={() => void submit()}>
        <p className="form-switch">
          {t('auth.noAccount')} <Link to="/register">{t('auth.toRegister')}</Link>
        </p>
      </SubmitButton>
    </AuthPage>
  );
}
