import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DepositQueue } from './deposit-queue';
import { Section } from './parts';
import { type QueueFilter, QueueFilters } from './queue-parts';
import { WithdrawalQueue } from './withdrawal-queue';

/** Deposits and withdrawals to decide (issue 12), searched, filtered and paged (issue 29). */
export function QueuesPage() {
  const { t } = useTranslation('admin');
  const [filter, setFilter] = useState<QueueFilter>({ status: 'pending', q: '', from: '', to: '', sort: 'newest' });
  return (
    <Section title={t('nav.queues')}>
      <QueueFilters filter={filter} onChange={setFilter} />
      <Tabs defaultActiveKey="withdrawals">
        <Tabs.Tab title={t('queues.withdrawals')} key="withdrawals">
          <WithdrawalQueue key={JSON.stringify(filter)} filter={filter} />
        </Tabs.Tab>
        <Tabs.Tab title={t('queues.deposits')} key="deposits">
          <DepositQueue key={JSON.stringify(filter)} filter={filter} />
        </Tabs.Tab>
      </Tabs>
    </Section>
  );
}
