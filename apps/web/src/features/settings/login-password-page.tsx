import { useTranslation } from 'react-i18next';
import { Page } from '../../ui/page';
import { useChangePassword } from './api/repasswd';
import { PasswordChangeForm } from './password-change-form';
import { checkLoginPasswordChange } from './password-schemas';

export function LoginPasswordPage() {
  const { t } = useTranslation();
  const change = useChangePassword();
  return (
    <Page title={t('screens.loginPassword')}>
      <p className="page-note">{t('security.loginPasswordNote')}</p>
      <PasswordChangeForm
        check={checkLoginPasswordChange}
        labels={{ current: t('security.current'), next: t('security.new'), repeat: t('security.repeat') }}
        pending={change.isPending}
        submit={(f, request_id) => change.mutateAsync({ passwd: f.current, npasswd: f.next, request_id })}
      />
    </Page>
  );
}
