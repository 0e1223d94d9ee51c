import type { MemberMessage } from '@roundhouse/contract';
import { Badge, List } from 'antd-mobile';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../ui/format';
import { QueryRows } from '../../ui/query-list';
import { useInbox, useReadAll } from './api/inbox';
import './messages.css';

/** One message in the app's language, from its kind and parameters. */
function MessageText({ message }: { message: MemberMessage }) {
  const { t, i18n } = useTranslation();
  if (message.kind === 'new_device') {
    return (
      <>
        {t('messages.new_device', {
          device: message.params.device || t('sessions.unknown'),
          ip: message.params.ip ?? '',
        })}
      </>
    );
  }
  const { password = 'login', until = message.created_at } = message.params;
  return (
    <>
      {t('messages.password_reset', {
        password: t(`messages.password.${password === 'pay' ? 'pay' : 'login'}`),
        until: formatDateTime(until, i18n.language),
      })}
    </>
  );
}

/**
 * The member's own messages (the "For you" tab of /message): newest first, unread ones marked;
 * opening the list marks them read.
 */
export function MemberMessages() {
  const { t, i18n } = useTranslation();
  const inbox = useInbox();
  const readAll = useReadAll();
  const unread = inbox.data?.unread ?? 0;
  useEffect(() => {
    if (unread > 0 && readAll.isIdle) readAll.mutate();
  }, [unread, readAll]);
  return (
    <QueryRows
      query={inbox}
      items={inbox.data?.list}
      empty={t('messages.empty')}
      className="member-messages"
      row={(m) => (
        <List.Item
          key={m.id}
          data-testid="member-message"
          description={formatDateTime(m.created_at, i18n.language)}
          prefix={m.read ? null : <Badge content={Badge.dot} aria-label={t('content.unread')} />}
        >
          <span className="member-message-text">
            <MessageText message={m} />
          </span>
        </List.Item>
      )}
    />
  );
}

/** The tab's title, with the count of unread messages. */
export function MemberMessagesTitle({ label }: { label: string }) {
  const unread = useInbox().data?.unread ?? 0;
  return unread > 0 ? (
    <Badge content={unread} style={{ '--right': '-12px' }}>
      {label}
    </Badge>
  ) : (
    label
  );
}
