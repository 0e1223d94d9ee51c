import { List, Selector, Switch } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LogoutButton } from '../../session';
import { type Theme, usePreferences } from '../../state/preferences';
import { useSession } from '../../state/session';
import { Page } from '../../ui/page';
import { languageName } from './language-page';

/**
 * /my_set: language, appearance (light, dark or the system's), result sound and vibration (issue
 * 28), and logout with confirmation (SPEC.md §2).
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useSession((s) => s.language);
  const preferences = usePreferences();
  return (
    <Page title={t('screens.settings')}>
      <List>
        <List.Item extra={languageName(language)} onClick={() => navigate('/languageSet')}>
          {t('settings.language')}
        </List.Item>
      </List>
      <List header={t('settings.appearance')}>
        <List.Item>
          <Selector<Theme>
            columns={3}
            value={[preferences.theme]}
            onChange={(v) => v[0] && preferences.set({ theme: v[0] })}
            options={[
              { label: t('settings.themeSystem'), value: 'system' },
              { label: t('settings.themeLight'), value: 'light' },
              { label: t('settings.themeDark'), value: 'dark' },
            ]}
          />
        </List.Item>
      </List>
      <List header={t('settings.resultsNote')}>
        {(['resultSound', 'resultVibrate'] as const).map((key) => (
          <List.Item
            key={key}
            extra={
              <Switch
                checked={preferences[key]}
                onChange={(on) => preferences.set({ [key]: on })}
                aria-label={t(`settings.${key}`)}
              />
            }
          >
            {t(`settings.${key}`)}
          </List.Item>
        ))}
      </List>
      <LogoutButton />
    </Page>
  );
}
