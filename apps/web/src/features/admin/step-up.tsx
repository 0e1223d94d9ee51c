import { STEP_UP_ASKS } from '@roundhouse/contract/web-admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';

type Kind = 'code' | 'password';

/** The server's answer that a call needs a step-up, and with what (STEP_UP_ASKS). */
export function stepUpAsked(error: unknown): Kind | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.errCode === STEP_UP_ASKS.code) return 'code';
  if (error.errCode === STEP_UP_ASKS.password) return 'password';
  return undefined;
}

function StepUpInput({ kind, onValue, onSubmit }: { kind: Kind; onValue: (v: string) => void; onSubmit: () => void }) {
  const { t } = useTranslation('admin');
  const [value, setValue] = useState('');
  return (
    <form
      className="admin-step-up"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <p>{t(kind === 'code' ? 'stepUp.codeText' : 'stepUp.passwordText')}</p>
      <input
        // biome-ignore lint/a11y/noAutofocus: the dialog opens for this one field
        autoFocus
        aria-label={t(kind === 'code' ? 'stepUp.code' : 'stepUp.password')}
        type={kind === 'password' ? 'password' : 'text'}
        inputMode={kind === 'code' ? 'numeric' : 'text'}
        autoComplete={kind === 'code' ? 'one-time-code' : 'current-password'}
        maxLength={kind === 'code' ? 10 : 64}
        value={value}
        data-testid="step-up-input"
        onChange={(e) => {
          setValue(e.target.value);
          onValue(e.target.value.trim());
        }}
      />
    </form>
  );
}

/**
 * Asks the staff member for a fresh code from their app (or their password, where they have none)
 * before a dangerous change goes through (issue 23): answers what they typed, or undefined when
 * they cancel.
 */
export async function askStepUp(kind: Kind, texts: { title: string; ok: string; cancel: string }) {
  const { default: Dialog } = await import('antd-mobile/es/components/dialog');
  return new Promise<string | undefined>((resolve) => {
    let value = '';
    const done = (answer: string | undefined) => {
      resolve(answer);
      handler.close();
    };
    const handler = Dialog.show({
      title: texts.title,
      content: <StepUpInput kind={kind} onValue={(v) => (value = v)} onSubmit={() => done(value || undefined)} />,
      onClose: () => resolve(undefined),
      actions: [
        [
          { key: 'cancel', text: texts.cancel, onClick: () => done(undefined) },
          { key: 'ok', text: texts.ok, bold: true, onClick: () => done(value || undefined) },
        ],
      ],
    });
  });
}
