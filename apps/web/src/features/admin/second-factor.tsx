import type { TwoFactorState } from '@roundhouse/contract';
import { ADMIN_API } from '@roundhouse/contract/web-admin';
import { useMutation } from '@tanstack/react-query';
import { Button, DotLoading } from 'antd-mobile';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, isLostAnswer, LOST_ANSWER, warn } from '../../api/client';
import { alertDialog } from '../../ui/feedback';
import { QrCode } from '../../ui/qr-code';
import { RecoveryCodes } from '../../ui/recovery-codes';
import { Field, Section } from './parts';
import { useAdminMutation } from './use-admin';

function CodeForm({ label, busy, onCode }: { label: string; busy: boolean; onCode: (code: string) => void }) {
  const { t } = useTranslation('admin');
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCode(code.trim().toLowerCase());
  };
  return (
    <form onSubmit={submit} className="admin-grid">
      <Field label={label}>
        <input
          value={code}
          autoComplete="one-time-code"
          inputMode="text"
          maxLength={10}
          onChange={(e) => setCode(e.target.value)}
          data-testid="second-factor-code"
        />
      </Field>
      <Button type="submit" color="primary" loading={busy} disabled={code.trim().length < 6}>
        {t('twoFactor.continue')}
      </Button>
    </form>
  );
}

/** Setting up an authenticator app: its QR code and secret, the first code, then the recovery codes once. */
export function TwoFactorEnrol({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('admin');
  const enrol = useAdminMutation(ADMIN_API.adminTotpEnrol);
  // Not a console mutation: the recovery codes stay on screen until they are saved (onDone).
  const confirm = useMutation({
    // A lost answer is said here, not by the client: a toast over the dialog below hid its text.
    mutationFn: (body: { code: string }) => callApi(ADMIN_API.adminTotpConfirm, body, { handles: LOST_ANSWER }),
    // Its answer lost, it may be on all the same (a retry is refused): then that is said, with the
    // codes that were never shown, and the console goes on.
    onError: async (error) => {
      if (!isLostAnswer(error)) return;
      const state = await callApi(ADMIN_API.adminTwoFactor, {}, { silent: true }).catch(() => undefined);
      if (!state?.enrolled) return warn(error.message);
      await alertDialog({ content: t('twoFactor.codesLost') });
      onDone();
    },
  });
  if (confirm.data) {
    return (
      <Section title={t('twoFactor.recoveryTitle')}>
        <p>{t('twoFactor.recoveryText')}</p>
        <RecoveryCodes codes={confirm.data.recovery_codes} className="admin-recovery" />
        <Button color="primary" onClick={onDone}>
          {t('twoFactor.saved')}
        </Button>
      </Section>
    );
  }
  return (
    <Section title={t('twoFactor.enrolTitle')}>
      <p>{t('twoFactor.enrolText')}</p>
      {enrol.data ? (
        <>
          <QrCode text={enrol.data.uri} label={t('twoFactor.qr')} />
          <p className="admin-muted">
            {t('twoFactor.secret')} <code data-testid="totp-secret">{enrol.data.secret}</code>
          </p>
          <CodeForm
            label={t('twoFactor.firstCode')}
            busy={confirm.isPending}
            onCode={(code) => confirm.mutate({ code })}
          />
        </>
      ) : (
        <Button color="primary" loading={enrol.isPending} onClick={() => enrol.mutate({})}>
          {t('twoFactor.start')}
        </Button>
      )}
    </Section>
  );
}

/**
 * What a staff session sees until it has passed its second factor (STAFF_2FA): setting the app up,
 * or a code from it (or a recovery code).
 */
export function SecondFactorGate({ state, onPassed }: { state: TwoFactorState | undefined; onPassed: () => void }) {
  const { t } = useTranslation('admin');
  const verify = useAdminMutation(ADMIN_API.adminTotpVerify);
  if (!state) return <DotLoading />;
  if (!state.enrolled) return <TwoFactorEnrol onDone={onPassed} />;
  return (
    <Section title={t('twoFactor.verifyTitle')}>
      <p>{t('twoFactor.verifyText')}</p>
      <CodeForm
        label={t('twoFactor.code')}
        busy={verify.isPending}
        onCode={(code) => verify.mutate({ code }, { onSuccess: onPassed })}
      />
    </Section>
  );
}
