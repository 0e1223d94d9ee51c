import { Input } from 'antd-mobile';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { AreaCodePicker } from './area-code-picker';

/** The username or phone input with its area-code picker in front (login and register). */
export function UsernameField<F extends FieldValues>(props: {
  control: Control<F>;
  showAreaCode: boolean;
  placeholder: string;
}) {
  return (
    <div className="input-with-prefix">
      {props.showAreaCode ? (
        <Controller
          name={'quhao' as Path<F>}
          control={props.control}
          render={({ field }) => <AreaCodePicker value={field.value} onChange={field.onChange} />}
        />
      ) : null}
      <Controller
        name={'username' as Path<F>}
        control={props.control}
        render={({ field }) => <Input {...field} placeholder={props.placeholder} autoComplete="username" clearable />}
      />
    </div>
  );
}
