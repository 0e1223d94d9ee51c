import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSession } from '../state/session';

/** "DEMO · play money" on every money screen while the server runs in demo mode (DESIGN.md §1.6). */
export function DemoBadge() {
  const { t } = useTranslation();
  const mode = useSession((s) => s.appConfig?.mode);
  if (mode !== 'demo') return null;
  return (
    <span className="demo-badge" data-testid="demo-badge">
      <Tag color="warning" fill="solid">
        {t('common.demo')}
      </Tag>
      <span className="demo-badge-text">{t('common.playMoney')}</span>
    </span>
  );
}
