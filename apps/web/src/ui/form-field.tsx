import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
