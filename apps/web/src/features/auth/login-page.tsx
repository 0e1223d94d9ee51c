import { zodResolver } from '@hookform/resolvers/zod';
import { RULES } from '@roundhouse/contract';
import { Button } from 'antd-mobile';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormCard, FormField } from '../../ui/form-field';
import { Page } from '../../ui/page';
import { PasswordField } from '../../ui/password-input';
import { useLogin } from './api/login';
import { type LoginForm, loginSchema, showsAreaCode } from './schemas';
import { UsernameField } from './username-field';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useLogin();
  const { control, handleSubmit, watch, formState } = useForm<LoginForm>({
    resolver: zodResolver(loginSchema),
    defaultValues: { quhao: RULES.defaultQuhao, username: '', password: '' },
  });
  const username = watch('username');

  const submit = handleSubmit(async (form) => {
    try {
      await login.mutateAsync({ quhao: form.quhao, username: form.username.trim(), password: form.password });
      navigate('/user', { replace: true });
    } catch {
      // The client has shown why.
    }
  });

  return (
    <Page title={t('screens.login')}>
      <div className="auth-hero">
        <h1>{t('auth.welcomeBack')}</h1>
        <p>{t('auth.loginSubtitle')}</p>
      </div>
      <FormCard>
        <FormField label={t('auth.username')} error={formState.errors.username?.message}>
          <UsernameField
            control={control}
            showAreaCode={showsAreaCode(username)}
            placeholder={t('auth.usernamePlaceholder')}
          />
        </FormField>
        <FormField label={t('auth.password')} error={formState.errors.password?.message}>
          <Controller
            name="password"
            control={control}
            render={({ field }) => (
              <PasswordField
                field={field}
                placeholder={t('auth.passwordPlaceholder')}
                autoComplete="current-password"
              />
            )}
          />
        </FormField>
      </FormCard>
      <div className="form-actions">
        <Button block color="primary" size="large" loading={login.isPending} onClick={() => void submit()}>
          {t('auth.loginSubmit')}
        </Button>
        <p className="form-switch">
          {t('auth.noAccount')} <Link to="/register">{t('auth.toRegister')}</Link>
        </p>
      </div>
    </Page>
  );
}
