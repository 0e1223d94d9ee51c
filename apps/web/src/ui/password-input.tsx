import { Input } from 'antd-mobile';
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A password input with the show/hide toggle of SPEC.md §2. */
export function PasswordInput(props: {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  placeholder: string;
  name: string;
  inputMode?: 'numeric' | 'text';
  autoComplete?: string;
}) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <div className="password-input">
      <Input
        type={visible ? 'text' : 'password'}
        value={props.value}
        onChange={props.onChange}
        onBlur={props.onBlur}
        placeholder={props.placeholder}
        name={props.name}
        inputMode={props.inputMode}
        autoComplete={props.autoComplete}
        clearable
      />
      <button
        type="button"
        className="password-toggle"
        aria-label={t(visible ? 'auth.hidePassword' : 'auth.showPassword')}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? <EyeOutline /> : <EyeInvisibleOutline />}
      </button>
    </div>
  );
}

/** A PasswordInput bound to a react-hook-form field. */
export function PasswordField({
  field,
  placeholder,
  autoComplete,
  inputMode,
}: {
  field: { value: string | undefined; onChange: (v: string) => void; onBlur: () => void; name: string };
  placeholder: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'text';
}) {
  return (
    <PasswordInput
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      name={field.name}
      placeholder={placeholder}
      autoComplete={autoComplete}
      inputMode={inputMode}
    />
  );
}
