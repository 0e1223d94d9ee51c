import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useConfirmLogout } from './logout';

/** "Log out", with the confirmation of SPEC.md §4 (member centre and settings). */
export function LogoutButton() {
  const { t } = useTranslation();
  const logout = useConfirmLogout();
  return (
    <div className="logout-row">
      <Button block color="danger" fill="outline" onClick={logout.confirm} loading={logout.pending}>
        {t('settings.logout')}
      </Button>
    </div>
  );
}
