import { ADMIN_API, STAFF_ROLES, type StaffRole } from '@roundhouse/contract/web-admin';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useRequestId } from '../../api/request-id';
import { ADMIN } from './keys';
import { Field, FieldAction, Section } from './parts';
import { TwoFactorEnrol } from './second-factor';
import { useStaff } from './staff';
import { StaffList } from './staff-list';
import { useAdminMutation, useAdminQuery } from './use-admin';
import { useDraft } from './use-draft';

/** Your own second factor: set it up where it is optional (in live mode the console asked already). */
function OwnSecondFactor() {
  const { t } = useTranslation('admin');
  const state = useAdminQuery(ADMIN_API.adminTwoFactor);
  const client = useQueryClient();
  if (!state.data || state.data.policy === 'off') return null;
  if (state.data.enrolled) {
    return (
      <Section title={t('twoFactor.title')}>
        <p data-testid="two-factor-on">{t('twoFactor.on', { left: state.data.recovery_left })}</p>
      </Section>
    );
  }
  return <TwoFactorEnrol onDone={() => void client.invalidateQueries({ queryKey: ADMIN })} />;
}

export function StaffPage() {
  const { t } = useTranslation('admin');
  const staff = useStaff();
  const create = useAdminMutation(ADMIN_API.adminCreateStaff, t('saved'));
  const request = useRequestId();
  const { d, setD, text } = useDraft({ username: '', password: '', role: 'operator' as StaffRole });
  return (
    <>
      <OwnSecondFactor />
      <Section title={t('nav.staff')}>
        <StaffList />
        <p className="admin-muted">{t('staff.roles')}</p>
      </Section>
      {staff.can('staff') ? (
        <Section title={t('staff.create')}>
          <form
            className="admin-grid"
            onSubmit={(e) => {
              e.preventDefault();
              // Under a request id kept while it is sent again: a lost answer makes no second account.
              request
                .send((request_id) => create.mutateAsync({ ...d, request_id }))
                .then(
                  () => setD((draft) => ({ ...draft, username: '', password: '' })),
                  () => {},
                );
            }}
          >
            <Field label={t('staff.username')}>
              <input {...text('username')} maxLength={32} required />
            </Field>
            <Field label={t('staff.password')} hint={t('staff.passwordHint')}>
              <input type="password" autoComplete="new-password" {...text('password')} maxLength={16} required />
            </Field>
            <Field label={t('staff.role')}>
              <select {...text('role')}>
                {STAFF_ROLES.map((r) => (
                  <option key={r} value={r}>
                    {t(`role.${r}`)}
                  </option>
                ))}
              </select>
            </Field>
            <FieldAction>
              <Button size="small" color="primary" type="submit" loading={create.isPending}>
                {t('staff.create')}
              </Button>
            </FieldAction>
          </form>
        </Section>
      ) : null}
    </>
  );
}
