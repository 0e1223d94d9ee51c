import type { Locale } from '@roundhouse/contract';
import { LANGUAGE_NAMES, LOCALES } from '@roundhouse/contract/web';
import { CheckList } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { switchLanguage } from '../../i18n';
import { useSession } from '../../state/session';
import { Page } from '../../ui/page';

export function useSetLanguage() {
  return (language: Locale) => {
    useSession.getState().setLanguage(language);
    void switchLanguage(language);
  };
}

export function LanguagePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useSession((s) => s.language);
  const setLanguage = useSetLanguage();
  return (
    <Page title={t('screens.language')}>
      <CheckList
        value={[language]}
        onChange={(values) => {
          const chosen = values[0] as Locale | undefined;
          if (!chosen) return;
          setLanguage(chosen);
          navigate(-1);
        }}
      >
        {LOCALES.map((locale) => (
          <CheckList.Item key={locale} value={locale} data-testid={`lang-${locale}`}>
            {/* Each language by its own name, in that language: never translated. */}
            <span lang={locale} translate="no">
              {LANGUAGE_NAMES[locale]}
            </span>
          </CheckList.Item>
        ))}
      </CheckList>
    </Page>
  );
}

export function languageName(locale: Locale): string {
  return LANGUAGE_NAMES[locale];
}
