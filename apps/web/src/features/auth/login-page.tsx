import { zodResolver } from '@hookform/resolvers/zod';
import { RULES } from '@roundhouse/contract/web';
import { Button } from 'antd-mobile';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormCard, FormField } from '../../ui/form-field';
import { PasswordRow } from '../../ui/password-input';
import { useLogin } from './api/login';
import { AuthPage, useEnterWith } from './auth-page';
import { type LoginForm, loginSchema, showsAreaCode } from './schemas';
import { UsernameField } from './username-field';

export function LoginPage() {
  const { t } = useTranslation();
  const _navigate = useNavigate();
  const login = useLogin();
  const { control, handleSubmit, watch, formState } = useForm<LoginForm>({
    resolver: zodResolver(loginSchema),
    defaultValues: { quhao: RULES.defaultQuhao, username: '', password: '' },
  });
  const username = watch('username');

  const enter = useEnterWith((form: LoginForm) =>
    login.mutateAsync({ quhao: form.quhao, username: form.username.trim(), password: form.password }),
  );
  const submit = handleSubmit(enter);

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
          error={formState.errors.password?.message}
          placeholder={t('auth.passwordPlaceholder')}
          autoComplete="current-password"
        />
      </FormCard>
      <div className="form-actions">
        <Button block color="primary" size="large" loading={login.isPending} onClick={() => void submit()}>
          {t('auth.loginSubmit')}
        </Button>
        <p className="form-switch">
          {t('auth.noAccount')} <Link to="/register">{t('auth.toRegister')}</Link>
        </p>
      </div>
    </AuthPage>
  );
}
