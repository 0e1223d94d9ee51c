import { ADMIN_API, GAP_SECONDS, ROUND_SECONDS } from '@roundhouse/contract/web-admin';
import type { GameType } from '@roundhouse/game';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { when } from './format';
import { Field, FieldAction, NotYet, NumberInput, Section, useRangeText } from './parts';
import { useStaff } from './staff';
import { useAdminMutation, useAdminQuery } from './use-admin';

/** The two lengths of a game type's slot, each with its label and what adminSetTiming takes. */
const LENGTHS = [
  { name: 'round_seconds', label: 'rooms.roundSeconds', limits: ROUND_SECONDS },
  { name: 'gap_seconds', label: 'rooms.gapSeconds', limits: GAP_SECONDS },
] as const;

/** A game type's two lengths as typed, under the names adminSetTiming takes them. */
type Draft = Record<(typeof LENGTHS)[number]['name'], string>;

/**
 * Each game type's round and gap lengths (Rooms & odds): saved for its next slot; a change waiting
 * for that slot says from when.
 */
export function RoundTimes() {
  const { t, i18n } = useTranslation('admin');
  const staff = useStaff();
  const timing = useAdminQuery(ADMIN_API.adminTiming);
  const save = useAdminMutation(ADMIN_API.adminSetTiming, t('saved'));
  const [drafts, setDrafts] = useState<Record<number, Draft>>({});
  const range = useRangeText();
  if (!timing.data) return <NotYet query={timing} />;
  return (
    <Section title={t('rooms.timing')}>
      {timing.data.map((x) => {
        const draft: Draft = drafts[x.game_type] ?? {
          round_seconds: String(x.round_seconds),
          gap_seconds: String(x.gap_seconds),
        };
        const setDraft = (next: Partial<typeof draft>) =>
          setDrafts((all) => ({ ...all, [x.game_type]: { ...draft, ...next } }));
        return (
          <fieldset key={x.game_type} className="admin-timing" data-testid={`timing-${x.game_type}`}>
            <legend>{t(`game.${x.game_type}`)}</legend>
            {/* A form, so that the browser holds each length to its range before anything is sent. */}
            <form
              className="admin-grid"
              onSubmit={(e) => {
                e.preventDefault();
                save.mutate({
                  game_type: x.game_type as GameType,
                  round_seconds: Number(draft.round_seconds),
                  gap_seconds: Number(draft.gap_seconds),
                });
              }}
            >
              {LENGTHS.map(({ name, label, limits }) => (
                <Field key={name} label={t(label)} hint={range(limits)}>
                  <NumberInput
                    limits={limits}
                    name={name}
                    required
                    value={draft[name]}
                    onChange={(e) => setDraft({ [name]: e.target.value })}
                  />
                </Field>
              ))}
              {staff.can('operate') ? (
                <FieldAction>
                  <Button size="small" type="submit" loading={save.isPending}>
                    {t('save')}
                  </Button>
                </FieldAction>
              ) : null}
            </form>
            {x.from ? (
              <p className="admin-muted" data-testid="timing-from">
                {t(x.pending ? 'rooms.fromPending' : 'rooms.from', { at: when(x.from, i18n.language) })}
              </p>
            ) : null}
          </fieldset>
        );
      })}
      <p className="admin-muted">{t('rooms.timingNote')}</p>
    </Section>
  );
}

/** A room's name in the staff member's language. */
