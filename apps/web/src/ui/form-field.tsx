import { Button, Input } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from './use-online';

/** A card of form rows (plain markup: antd-mobile's Form would bring its own validation engine). */
export function FormCard({ children }: { children: ReactNode }) {
  return <div className="form-card">{children}</div>;
}

/** A labelled form row whose error (an i18n key) shows under it in the user's language. */
export function FormField({
  label,
  error,
  children,
  extra,
}: {
  label: string;
  error?: string | undefined;
  children: ReactNode;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={error ? 'form-field field-invalid' : 'form-field'}>
      <div className="form-label">{label}</div>
      <div className="form-control">
        <div className="form-input">{children}</div>
        {extra ? <div className="form-extra">{extra}</div> : null}
      </div>
      {error ? (
        <div className="field-error" role="alert">
          {t(error)}
        </div>
      ) : null}
    </div>
  );
}

/** A form's main button, full width under its card, and what follows it (e.g. a link to the other form). */
export function SubmitButton({
  label,
  busy,
  disabled,
  needsConnection,
  onSubmit,
  testId,
  children,
}: {
  label: string;
  busy: boolean;
  disabled?: boolean;
  /** A form that moves money: its button waits while the app knows it cannot reach the server. */
  needsConnection?: boolean;
  onSubmit: () => void;
  testId?: string;
  children?: ReactNode;
}) {
  const online = useOnline();
  return (
    <div className="form-actions">
      <Button
        block
        color="primary"
        size="large"
        loading={busy}
        disabled={disabled || (needsConnection && !online)}
        onClick={onSubmit}
        {...(testId ? { 'data-testid': testId } : {})}
      >
        {label}
      </Button>
      {children}
    </div>
  );
}

/**
 * A one-time code from an authenticator app or a recovery code (up to 10 characters, letters
 * allowed): what the phone's keyboard offers to fill in from a message or a password manager.
 */
export function CodeInput({
  value,
  onChange,
  onEnterPress,
  testId,
}: {
  value: string;
  onChange: (value: string) => void;
  onEnterPress?: () => void;
  testId: string;
}) {
  return (
    <Input
      value={value}
      onChange={onChange}
      maxLength={10}
      autoComplete="one-time-code"
      inputMode="text"
      onEnterPress={onEnterPress}
      data-testid={testId}
    />
  );
}
