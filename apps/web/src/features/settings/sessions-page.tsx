import { Button, DotLoading, List, PullToRefresh, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../ui/format';
import { LoadFailed } from '../../ui/load-failed';
import { Page } from '../../ui/page';
import { useEndSessions, useMySessions, useMySignIns } from './api/sessions';
import './sessions.css';

/**
 * /my_sessions: where the account is signed in, with "sign out" for each other session and for all
 * of them, and the last 20 sign-ins with their result (issue 23), and how long they are kept.
 */
export function SessionsPage() {
  const { t, i18n } = useTranslation();
  const sessions = useMySessions();
  const signIns = useMySignIns();
  const end = useEndSessions();
  const others = (sessions.data ?? []).filter((s) => !s.current).length;
  return (
    <Page title={t('screens.sessions')}>
      <PullToRefresh onRefresh={async () => void (await Promise.all([sessions.refetch(), signIns.refetch()]))}>
        <List header={t('sessions.where')}>
          {sessions.isPending ? <DotLoading /> : null}
          {sessions.isError && !sessions.data ? <LoadFailed query={sessions} /> : null}
          {(sessions.data ?? []).map((s) => (
            <List.Item
              key={s.id}
              data-testid="my-session"
              description={t('sessions.seen', { ip: s.ip ?? '—', at: formatDateTime(s.last_seen_at, i18n.language) })}
              extra={
                s.current ? (
                  <Tag color="success">{t('sessions.thisDevice')}</Tag>
                ) : (
                  <Button
                    size="mini"
                    loading={end.isPending && end.variables === s.id}
                    onClick={() => end.mutate(s.id)}
                  >
                    {t('sessions.signOut')}
                  </Button>
                )
              }
            >
              {s.device || t('sessions.unknown')}
            </List.Item>
          ))}
        </List>
        {others > 0 ? (
          <div className="sessions-all">
            <Button
              block
              color="danger"
              fill="outline"
              loading={end.isPending && end.variables === undefined}
              onClick={() => end.mutate(undefined)}
            >
              {t('sessions.signOutOthers')}
            </Button>
          </div>
        ) : null}
        <List header={t('sessions.recent')}>
          {signIns.isError && !signIns.data ? <LoadFailed query={signIns} /> : null}
          {(signIns.data?.sign_ins ?? []).map((s) => (
            <List.Item
              key={`${s.at}${s.result}`}
              data-testid="my-sign-in"
              description={`${formatDateTime(s.at, i18n.language)} · ${s.ip ?? '—'}`}
              extra={
                <span className={s.result === 'ok' ? undefined : 'sessions-failed'}>
                  {t(`sessions.result.${s.result}`)}
                </span>
              }
            >
              {s.device || t('sessions.unknown')}
            </List.Item>
          ))}
        </List>
        {signIns.data ? (
          <p className="sessions-kept" data-testid="sign-ins-kept">
            {t('sessions.kept', { count: signIns.data.kept_days })}
          </p>
        ) : null}
      </PullToRefresh>
    </Page>
  );
}
