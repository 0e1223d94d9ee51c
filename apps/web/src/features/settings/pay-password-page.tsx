import { useTranslation } from 'react-i18next';
import { Page } from '../../ui/page';
import { useChangePayPassword } from './api/resetpaypwd';
import { PasswordChangeForm } from './password-change-form';
import { checkPayPasswordChange } from './password-schemas';

export function PayPasswordPage() {
  const { t } = useTranslation();
  const change = useChangePayPassword();
  return (
    <Page title={t('screens.payPassword')}>
      <p className="page-note">{t('security.payPasswordNote')}</p>
      <PasswordChangeForm
        check={checkPayPasswordChange}
        numeric
        labels={{ current: t('security.payCurrent'), next: t('security.payNew'), repeat: t('security.payRepeat') }}
        // The labels are too long to be repeated inside the fields of a small phone.
        placeholders={{
          current: t('security.current'),
          next: t('security.payNewPlaceholder'),
          repeat: t('security.repeat'),
        }}
        pending={change.isPending}
        submit={(f, request_id) =>
          change.mutateAsync({ srcpwd: f.current, newpwd: f.next, newpwd2: f.repeat, request_id })
        }
      />
    </Page>
  );
}
