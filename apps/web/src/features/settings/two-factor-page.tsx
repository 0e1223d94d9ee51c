import { useQueryClient } from '@tanstack/react-query';
import { Button, DotLoading, Form, List } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/feedback';
import { CodeInput } from '../../ui/form-field';
import { LoadFailed } from '../../ui/load-failed';
import { Page } from '../../ui/page';
import { QrCode } from '../../ui/qr-code';
import { RecoveryCodes } from '../../ui/recovery-codes';
import { useMyTwoFactor, useTotpConfirm, useTotpDisable, useTotpEnrol } from './api/two-factor';
import { settingsKeys } from './keys';
import './sessions.css';

/** A 6-digit code (or a recovery code) and its button. */
function CodeForm({
  label,
  submit,
  busy,
  onCode,
}: {
  label: string;
  submit: string;
  busy: boolean;
  onCode: (c: string) => void;
}) {
  const [code, setCode] = useState('');
  const value = code.trim().toLowerCase();
  return (
    <Form
      layout="vertical"
      onFinish={() => onCode(value)}
      footer={
        <Button block type="submit" color="primary" loading={busy} disabled={value.length < 6}>
          {submit}
        </Button>
      }
    >
      <Form.Item label={label}>
        <CodeInput value={code} onChange={setCode} testId="totp-code" />
      </Form.Item>
    </Form>
  );
}

/** Setting the app up: QR code and secret, the first code, then the recovery codes once. */
function Enrol({ confirm }: { confirm: ReturnType<typeof useTotpConfirm> }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const enrol = useTotpEnrol();
  if (confirm.data) {
    return (
      <div className="two-factor">
        <h3>{t('twoFactor.recoveryTitle')}</h3>
        <p>{t('twoFactor.recoveryText')}</p>
        <RecoveryCodes codes={confirm.data.recovery_codes} className="two-factor-codes" />
        <Button
          block
          color="primary"
          onClick={() => void client.invalidateQueries({ queryKey: settingsKeys.twoFactor })}
        >
          {t('twoFactor.saved')}
        </Button>
      </div>
    );
  }
  if (!enrol.data) {
    return (
      <div className="two-factor">
        <p>{t('twoFactor.off')}</p>
        <Button block color="primary" loading={enrol.isPending} onClick={() => enrol.mutate()}>
          {t('twoFactor.start')}
        </Button>
      </div>
    );
  }
  return (
    <div className="two-factor">
      <p>{t('twoFactor.scan')}</p>
      <QrCode text={enrol.data.uri} label={t('twoFactor.qr')} />
      <p className="two-factor-secret">
        {t('twoFactor.secret')} <code data-testid="totp-secret">{enrol.data.secret}</code>
      </p>
      <CodeForm
        label={t('twoFactor.firstCode')}
        submit={t('twoFactor.turnOn')}
        busy={confirm.isPending}
        onCode={(code) => confirm.mutate(code)}
      />
    </div>
  );
}

/** /my_two_factor: a member's optional second factor at sign-in (issue 23). */
export function TwoFactorPage() {
  const { t } = useTranslation();
  const state = useMyTwoFactor();
  const disable = useTotpDisable();
  // Here, not in Enrol: once a confirmation whose answer was lost turned it on, the page says that
  // its recovery codes were never shown.
  const confirm = useTotpConfirm();
  return (
    <Page title={t('screens.twoFactor')}>
      {!state.data && state.isError ? (
        <LoadFailed query={state} />
      ) : !state.data ? (
        <DotLoading />
      ) : state.data.enrolled ? (
        <div className="two-factor">
          <List>
            <List.Item data-testid="two-factor-on">{t('twoFactor.on', { left: state.data.recovery_left })}</List.Item>
          </List>
          {confirm.isError ? (
            <p className="page-note" data-testid="codes-lost">
              {t('twoFactor.codesLost')}
            </p>
          ) : null}
          <CodeForm
            label={t('twoFactor.offCode')}
            submit={t('twoFactor.turnOff')}
            busy={disable.isPending}
            onCode={(code) =>
              disable.mutate(code, { onSuccess: () => toast({ content: t('twoFactor.turnedOff'), icon: 'success' }) })
            }
          />
        </div>
      ) : (
        <Enrol confirm={confirm} />
      )}
    </Page>
  );
}
