import { Toast } from 'antd-mobile';
import { type DefaultValues, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useRequestId } from '../../api/request-id';
import { FormCard, SubmitButton } from '../../ui/form-field';
import { type Checked, resolverOf } from '../../ui/form-rules';
import { PasswordRow } from '../../ui/password-input';
import type { PasswordChange } from './password-schemas';

type Fields = PasswordChange;

/**
 * Current, new and repeat: the shape of both password changes (SPEC.md §5). The form clears after
 * success (SPEC.md §4). A change is sent under a request id, kept while it is sent again: one whose
 * answer was lost is then answered ok, not refused for a current password it has just replaced.
 */
export function PasswordChangeForm(props: {
  check: (form: Fields) => Checked<Fields>;
  labels: Record<keyof Fields, string>;
  /** What each empty field shows; its label where none is given. */
  placeholders?: Partial<Record<keyof Fields, string>>;
  numeric?: boolean;
  submit: (form: Fields, requestId: string) => Promise<unknown>;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const request = useRequestId();
  const empty = { current: '', next: '', repeat: '' };
  const { control, handleSubmit, reset } = useForm<Fields>({
    resolver: resolverOf(props.check),
    defaultValues: empty as DefaultValues<Fields>,
  });
  const onSubmit = handleSubmit(async (form) => {
    try {
      await request.send((id) => props.submit(form, id));
      reset(empty);
      Toast.show({ content: t('security.changed'), icon: 'success' });
    } catch {
      // The client has shown why.
    }
  });
  return (
    <>
      <FormCard>
        {(['current', 'next', 'repeat'] as const).map((name) => (
          <PasswordRow
            key={name}
            control={control}
            name={name as Path<Fields>}
            label={props.labels[name]}
            placeholder={props.placeholders?.[name] ?? props.labels[name]}
            numeric={props.numeric}
            autoComplete={name === 'current' ? 'current-password' : 'new-password'}
          />
        ))}
      </FormCard>
      <SubmitButton label={t('common.submit')} busy={props.pending} onSubmit={() => void onSubmit()} />
    </>
  );
}
