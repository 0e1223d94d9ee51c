import type { AuditLogRow } from '@roundhouse/contract';
import { ADMIN_API } from '@roundhouse/contract/web-admin';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client';
import { AuditDiff } from './audit-diff';
import { toCsv } from './csv';
import { when } from './format';
import { Field, FieldAction, NoEntries, NotYet, Pager, Section, TableWrap } from './parts';
import { useAdminMutation, useAdminQuery } from './use-admin';
import { useDraft } from './use-draft';

const SIZE = 50;

const CSV_COLUMNS = ['id', 'at', 'actor_id', 'actor', 'action', 'target', 'before', 'after'] as const;

function LedgerAudit() {
  const { t, i18n } = useTranslation('admin');
  const run = useAdminMutation(ADMIN_API.adminAuditLedger);
  return (
    <Section
      title={t('audit.ledger')}
      right={
        <Button size="small" color="primary" loading={run.isPending} onClick={() => run.mutate({})}>
          {t('dash.runAudit')}
        </Button>
      }
    >
      {run.data ? (
        <div data-testid="ledger-audit">
          <p className={run.data.ok ? undefined : 'admin-warn'}>
            {run.data.ok ? t('audit.ok') : t('audit.bad', { count: run.data.problems.length })} ·{' '}
            {t('audit.counts', {
              txns: t('audit.transactions', { count: run.data.transactions }),
              entries: t('audit.entries', { count: run.data.entries }),
            })}{' '}
            · {when(run.data.at, i18n.language)}
          </p>
          {run.data.problems.map((p) => (
            <p key={p} className="admin-mono">
              {p}
            </p>
          ))}
        </div>
      ) : (
        <p className="admin-muted">{t('audit.ledgerNote')}</p>
      )}
    </Section>
  );
}

export function AuditPage() {
  const { t, i18n } = useTranslation('admin');
  const { d: draft, text } = useDraft({ actor: '', action: '', from: '', to: '' });
  const [filter, setFilter] = useState(draft);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const body = Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== '')) as Partial<typeof filter>;
  const log = useAdminQuery(ADMIN_API.adminAuditLog, { ...body, page, size: SIZE });

  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows: AuditLogRow[] = [];
      // At most 10,000 rows, newest first, with the filter shown.
      for (let p = 1; p <= 10; p++) {
        const chunk = await callApi(ADMIN_API.adminAuditLog, { ...body, page: p, size: 1000 });
        rows.push(...chunk.list);
        if (rows.length >= chunk.total || chunk.list.length === 0) break;
      }
      const url = URL.createObjectURL(
        new Blob([`\ufeff${toCsv(CSV_COLUMNS, rows)}`], { type: 'text/csv;charset=utf-8' }),
      );
      const a = document.createElement('a');
      a.href = url;
      a.download = `audit-log-${new Date().toISOString().slice(0, 10)}.csv`;
      a.click();
      URL.revokeObjectURL(url);
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <LedgerAudit />
      <Section
        title={t('audit.log')}
        right={
          <Button size="small" loading={exporting} onClick={() => void exportCsv()}>
            {t('audit.csv')}
          </Button>
        }
      >
        <form
          className="admin-grid"
          onSubmit={(e) => {
            e.preventDefault();
            setFilter(draft);
            setPage(1);
          }}
        >
          <Field label={t('audit.actor')}>
            <input {...text('actor')} maxLength={64} />
          </Field>
          <Field
            label={t('audit.action')}
            hint={
              <>
                {t('audit.actionHint')} <span translate="no">withdrawal. · room.save · member.</span>
              </>
            }
          >
            <input {...text('action')} maxLength={64} />
          </Field>
          <Field label={t('audit.from')}>
            <input type="date" {...text('from')} />
          </Field>
          <Field label={t('audit.to')}>
            <input type="date" {...text('to')} />
          </Field>
          <FieldAction>
            <Button size="small" color="primary" type="submit">
              {t('audit.filter')}
            </Button>
          </FieldAction>
        </form>
        {!log.data ? (
          <NotYet query={log} />
        ) : log.data.total === 0 ? (
          <NoEntries />
        ) : (
          <TableWrap label={t('audit.log')}>
            <table className="admin-table admin-audit">
              <thead>
                <tr>
                  <th>{t('audit.when')}</th>
                  <th>{t('audit.actor')}</th>
                  <th>{t('audit.action')}</th>
                  <th>{t('audit.target')}</th>
                  <th>{t('audit.change')}</th>
                </tr>
              </thead>
              <tbody>
                {log.data.list.map((r) => (
                  <tr key={r.id} data-testid="audit-row">
                    <td>{when(r.at, i18n.language)}</td>
                    <td translate="no">{r.actor}</td>
                    <td translate="no">{r.action}</td>
                    <td translate="no">{r.target}</td>
                    <td>
                      <AuditDiff before={r.before} after={r.after} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pager page={page} size={SIZE} total={log.data.total} onPage={setPage} />
          </TableWrap>
        )}
      </Section>
    </>
  );
}
