import { Input } from 'antd-mobile';
import { lazy, Suspense } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

// The country list (libphonenumber's, a third of the login screen's code) loads when a phone number
// is typed, not with the login screen (issue 9: the login screen's start).
const AreaCodePicker = lazy(() => import('./area-code-picker').then((m) => ({ default: m.AreaCodePicker })));

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
          render={({ field }) => (
            <Suspense
              fallback={
                // Looks like the picker's button; the button itself (a tap that works) comes with it.
                <span className="area-code-pending" aria-hidden="true">
                  +{field.value}
                </span>
              }
            >
              <AreaCodePicker value={field.value} onChange={field.onChange} />
            </Suspense>
          )}
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
