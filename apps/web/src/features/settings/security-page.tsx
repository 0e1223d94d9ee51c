import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../../ui/page';

/** /my_password: the security menu (SPEC.md §2). */
export function SecurityPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Page title={t('screens.security')}>
      <List>
        <List.Item onClick={() => navigate('/userloginpassword')}>{t('security.loginPassword')}</List.Item>
        <List.Item onClick={() => navigate('/usercipherpassword')}>{t('security.payPassword')}</List.Item>
        <List.Item onClick={() => navigate('/banklist')}>{t('security.accounts')}</List.Item>
        <List.Item onClick={() => navigate('/my_sessions')}>{t('security.sessions')}</List.Item>
        <List.Item onClick={() => navigate('/my_two_factor')}>{t('security.twoFactor')}</List.Item>
      </List>
    </Page>
  );
}
