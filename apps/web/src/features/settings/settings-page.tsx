import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LogoutButton } from '../../session';
import { useSession } from '../../state/session';
import { Page } from '../../ui/page';
import { languageName } from './language-page';

/** /my_set: language and logout with confirmation (SPEC.md §2). */
export function SettingsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useSession((s) => s.language);
  return (
    <Page title={t('screens.settings')}>
      <List>
        <List.Item extra={languageName(language)} onClick={() => navigate('/languageSet')}>
          {t('settings.language')}
        </List.Item>
      </List>
      <LogoutButton />
    </Page>
  );
}
