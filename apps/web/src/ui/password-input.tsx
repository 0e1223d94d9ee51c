import { Input } from 'antd-mobile';
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from './form-field';

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

/** A form row with a password input bound to a react-hook-form field; the field's error shows under it. */
export function PasswordRow<F extends FieldValues>(props: {
  control: Control<F>;
  name: Path<F>;
  label: string;
  placeholder: string;
  autoComplete?: string;
  numeric?: boolean;
}) {
  const { field, fieldState } = useController({ name: props.name, control: props.control });
  return (
    <FormField label={props.label} error={fieldState.error?.message}>
      <PasswordInput
        value={(field.value as string | undefined) ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        name={field.name}
        placeholder={props.placeholder}
        autoComplete={props.autoComplete}
        inputMode={props.numeric ? 'numeric' : 'text'}
      />
    </FormField>
  );
}
