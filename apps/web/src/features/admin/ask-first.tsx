import { ADMIN_PATHS, ASK_FIRST } from '@roundhouse/contract/web-admin';
import { Button } from 'antd-mobile';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What the console's one confirmation dialog says before a call of ASK_FIRST (issue 29): what
 * happens, to whom, how much, where; for a payout, the last four characters of the destination
 * to type before Confirm opens.
 */
export interface AskFirst {
  title: string;
  /** One line above the rows, e.g. a bulk decision's count and total. */
  summary?: string;
  rows: { label: string; value: ReactNode }[];
  /** Said under the rows, e.g. "first of two approvals". */
  note?: string;
  /** A payout's destination: its last four characters are typed to confirm. */
  destination?: string;
}

const PATH_NAMES = new Map<string, string>(Object.entries(ADMIN_PATHS).map(([name, path]) => [path, name]));

/** Whether a console call is one that asks first (ASK_FIRST). */
export function asksFirst(path: string): boolean {
  const name = PATH_NAMES.get(path);
  return name !== undefined && name in ASK_FIRST;
}

function Body({ ask, onDone }: { ask: AskFirst; onDone: (ok: boolean) => void }) {
  const { t } = useTranslation('admin');
  const [typed, setTyped] = useState('');
  const tail = ask.destination?.replace(/\s/g, '').slice(-4) ?? '';
  const ready = !tail || typed.trim().toLowerCase() === tail.toLowerCase();
  return (
    <div className="ask-first" data-testid="ask-first">
      <h3>{ask.title}</h3>
      {ask.summary ? <p className="ask-first-summary">{ask.summary}</p> : null}
      {/* A long list scrolls inside the dialog: its buttons stay in sight. */}
      <dl className={ask.rows.length > 6 ? 'ask-first-long' : undefined}>
        {ask.rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      {ask.note ? <p className="admin-warn">{ask.note}</p> : null}
      {tail ? (
        <label className="admin-field">
          <span>{t('ask.typeTail')}</span>
          <input
            value={typed}
            maxLength={8}
            autoComplete="off"
            data-testid="ask-first-tail"
            onChange={(e) => setTyped(e.target.value)}
          />
        </label>
      ) : null}
      <div className="admin-row ask-first-actions">
        <Button size="small" onClick={() => onDone(false)}>
          {t('cancel')}
        </Button>
        <Button size="small" color="primary" disabled={!ready} onClick={() => onDone(true)} data-testid="ask-first-ok">
          {t('confirm')}
        </Button>
      </div>
    </div>
  );
}

/** Shows the dialog; answers true only when the staff member confirms. */
export async function askFirst(ask: AskFirst): Promise<boolean> {
  const { default: Dialog } = await import('antd-mobile/es/components/dialog');
  return new Promise<boolean>((resolve) => {
    const handler = Dialog.show({
      content: (
        <Body
          ask={ask}
          onDone={(ok) => {
            resolve(ok);
            handler.close();
          }}
        />
      ),
      closeOnMaskClick: true,
      onClose: () => resolve(false),
    });
  });
}
