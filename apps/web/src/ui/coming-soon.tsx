import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from './page';

/** An honest placeholder for a screen that a later release builds; it shows no invented data. */
export function ComingSoon({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const body = (
    <div className="coming-soon" data-testid="coming-soon">
      <ErrorBlock status="empty" title={t('common.comingSoon')} description={t('common.comingSoonText')} />
      <Button color="primary" fill="outline" onClick={() => navigate('/')}>
        {t('common.goHome')}
      </Button>
    </div>
  );
  return <Page title={t(titleKey)}>{body}</Page>;
}
