import { List, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../ui/format';
import { Money } from '../../ui/money';
import { Page } from '../../ui/page';
import { QueryRows } from '../../ui/query-list';
import { useWithdrawList } from './api/withdraw-list';

const STATUS_COLOR = { pending: 'warning', paid: 'success', rejected: 'danger' } as const;

/** The user's withdrawals with status and times (reachable from /withdraw). */
export function WithdrawHistoryPage() {
  const { t, i18n } = useTranslation();
  const list = useWithdrawList();
  return (
    <Page title={t('wallet.history')}>
      <QueryRows
        query={list}
        items={list.data}
        empty={t('wallet.noWithdrawals')}
        row={(w) => (
          <List.Item
            key={w.id}
            data-testid="withdrawal"
            description={
              <>
                <div>{w.destination}</div>
                <div>
                  {formatDateTime(w.created_at, i18n.language)}
                  {w.decided_at ? ` → ${formatDateTime(w.decided_at, i18n.language)}` : ''}
                </div>
                {w.note ? <div>{w.note}</div> : null}
              </>
            }
            extra={
              <Tag color={STATUS_COLOR[w.status]} fill="outline">
                {t(`wallet.status.${w.status}`)}
              </Tag>
            }
          >
            <Money value={w.money} />
          </List.Item>
        )}
      />
    </Page>
  );
}
