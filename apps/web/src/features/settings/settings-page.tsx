import { Button, Dialog, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../state/session';
import { Page } from '../../ui/page';
import { useLogout } from '../auth/api/logout';
import { languageName } from './language-page';

/** /my_set: language and logout with confirmation (SPEC.md §2). */
export function SettingsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useSession((s) => s.language);
  const logout = useLogout();
  const confirmLogout = async () => {
    const ok = await Dialog.confirm({
      content: t('settings.logoutConfirm'),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    await logout.mutateAsync();
    navigate('/login', { replace: true });
  };
  return (
    <Page title={t('screens.settings')}>
      <List>
        <List.Item extra={languageName(language)} onClick={() => navigate('/languageSet')}>
          {t('settings.language')}
        </List.Item>
      </List>
      <div className="logout-row">
        <Button block color="danger" fill="outline" onClick={confirmLogout} loading={logout.isPending}>
          {t('settings.logout')}
        </Button>
      </div>
    </Page>
  );
}
