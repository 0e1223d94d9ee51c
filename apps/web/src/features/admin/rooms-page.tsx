import type { AdminRoom } from '@roundhouse/contract';
import {
  FALLBACK_LANG,
  inLang,
  LANGUAGES,
  LOCALE_TO_LANG,
  type Locale,
  langFields,
  pickLangFields,
} from '@roundhouse/contract/web';
import { ADMIN_API, CONSOLE_USD, LIST_ORDER, ODDS, ROOM_MINBUY } from '@roundhouse/contract/web-admin';
import { type GameType, type Hall, rtp, rtpPercent } from '@roundhouse/game';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestId } from '../../api/request-id';
import { when } from './format';
import { EditableList, Field, NotYet, NumberInput, SaveButton, Section } from './parts';
import { RoundTimes } from './round-times';
import { useStaff } from './staff';
import { useAdminMutation, useAdminQuery } from './use-admin';

type Draft = Omit<AdminRoom, 'id' | 'next_rates' | 'next_from' | 'rates' | 'minjoin' | 'minbuy' | 'sort'> & {
  id?: number;
  rates: string[];
  minjoin: string;
  minbuy: string;
  sort: string;
};

const NEW_ROOM: Draft = {
  game_type: 1,
  hall: 2,
  ...langFields('title', () => ''),
  minjoin: '10',
  minbuy: '20',
  rates: ['1.95', '1.95', '1.95', '1.95'],
  label_set: 'trade',
  enabled: true,
  sort: '10',
};

function draftOf(room: AdminRoom): Draft {
  const rates = room.next_rates ?? room.rates;
  return {
    ...room,
    rates: rates.map(String),
    minjoin: String(room.minjoin),
    minbuy: String(room.minbuy),
    sort: String(room.sort),
  };
}

/** A room's figures other than its odds: the least to join and to order (USD), its place in the list. */
const FIGURES = [
  { key: 'minjoin', label: 'rooms.minjoin', limits: CONSOLE_USD },
  { key: 'minbuy', label: 'rooms.minbuy', limits: ROOM_MINBUY },
  { key: 'sort', label: 'rooms.sort', limits: LIST_ORDER },
] as const;

/** The outcomes' names in a room's `rates` order (0 rise, 1 fall, 2 odd, 3 even: `OUTCOMES`). */
const OUTCOME_KEYS = ['rise', 'fall', 'odd', 'even'] as const;

/** A room's form: titles, amounts, odds with the return to player worked out as they are typed. */
function RoomForm({ initial, onDone }: { initial: Draft; onDone?: () => void }) {
  const { t } = useTranslation('admin');
  const [d, setD] = useState(initial);
  const save = useAdminMutation(ADMIN_API.adminSaveRoom, t('saved'));
  const request = useRequestId();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setD((x) => ({ ...x, [key]: value }));
  const odds = d.rates.map(Number);
  // A new room goes under a request id, kept while it is sent again (a lost answer makes no second room).
  const submit = () =>
    request
      .send((request_id) =>
        save.mutateAsync({
          ...(d.id ? { id: d.id } : { request_id }),
          game_type: d.game_type as GameType,
          hall: d.hall as Hall,
          ...pickLangFields(d, 'title'),
          minjoin: Number(d.minjoin),
          minbuy: Number(d.minbuy),
          rates: odds as [number, number, number, number],
          label_set: d.label_set,
          enabled: d.enabled,
          sort: Number(d.sort),
        }),
      )
      .then(
        () => onDone?.(),
        () => {},
      );
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="admin-grid">
        <Field label={t('rooms.game')}>
          <select
            name="game_type"
            value={d.game_type}
            disabled={d.id !== undefined}
            onChange={(e) => set('game_type', Number(e.target.value))}
          >
            <option value={1}>{t('game.1')}</option>
            <option value={2}>{t('game.2')}</option>
          </select>
        </Field>
        <Field label={t('rooms.hall')}>
          <select name="hall" value={d.hall} onChange={(e) => set('hall', Number(e.target.value))}>
            <option value={2}>{t('home.secondHall', { ns: 'translation' })}</option>
            <option value={1}>{t('home.vipHall', { ns: 'translation' })}</option>
          </select>
        </Field>
        {LANGUAGES.map((l) => (
          <Field key={l.api} label={`${t('rooms.title')} (${l.short})`}>
            <input
              name={`title_${l.api}`}
              value={d[`title_${l.api}`]}
              maxLength={200}
              required
              onChange={(e) => set(`title_${l.api}`, e.target.value)}
            />
          </Field>
        ))}
        <Field label={t('rooms.labels')}>
          <select
            name="label_set"
            value={d.label_set}
            onChange={(e) => set('label_set', e.target.value as Draft['label_set'])}
          >
            <option value="trade">{t('rooms.trade')}</option>
            <option value="classic">{t('rooms.classic')}</option>
          </select>
        </Field>
        {FIGURES.map(({ key, label, limits }) => (
          <Field key={key} label={t(label)}>
            <NumberInput
              limits={limits}
              name={key}
              required
              value={d[key]}
              onChange={(e) => set(key, e.target.value)}
            />
          </Field>
        ))}
        {OUTCOME_KEYS.map((o, i) => {
          const value = odds[i] ?? 0;
          const valid = Number.isFinite(value) && value > 0;
          return (
            <Field
              key={o}
              label={`${t('rooms.odds')} · ${t(`outcome.${o}`)}`}
              hint={
                valid ? (
                  <span className={rtp(value) > 1 ? 'admin-warn' : undefined} data-testid={`rtp-${o}`}>
                    RTP {rtpPercent(value)}%{rtp(value) > 1 ? ` · ${t('rooms.overHundred')}` : ''}
                  </span>
                ) : null
              }
            >
              <NumberInput
                limits={ODDS}
                name={`rates.${i}`}
                required
                aria-label={`${t('rooms.odds')} ${t(`outcome.${o}`)}`}
                value={d.rates[i]}
                onChange={(e) =>
                  set(
                    'rates',
                    d.rates.map((r, j) => (j === i ? e.target.value : r)),
                  )
                }
              />
            </Field>
          );
        })}
      </div>
      <label className="admin-row">
        <input type="checkbox" checked={d.enabled} onChange={(e) => set('enabled', e.target.checked)} />
        {t('rooms.enabled')}
      </label>
      {d.id !== undefined ? <p className="admin-muted">{t('rooms.nextRound')}</p> : null}
      <SaveButton busy={save.isPending} label={d.id === undefined ? t('rooms.create') : undefined} />
    </form>
  );
}

function titleIn(room: AdminRoom, locale: string): string {
  return inLang(room, 'title', LOCALE_TO_LANG[locale as Locale] ?? FALLBACK_LANG);
}

export function RoomsPage() {
  const { t, i18n } = useTranslation('admin');
  const staff = useStaff();
  const rooms = useAdminQuery(ADMIN_API.adminRooms);
  if (!rooms.data) return <NotYet query={rooms} />;
  return (
    <>
      <Section title={t('nav.rooms')}>
        <EditableList
          items={rooms.data}
          newLabel={t('rooms.new')}
          canCreate={staff.can('operate')}
          testId="room-item"
          summary={(room) => (
            <div>
              <div className="admin-row">
                <strong>{titleIn(room, i18n.language)}</strong>
                <span className="admin-muted">
                  #{room.id} · {t(`game.${room.game_type}`)} ·{' '}
                  {room.hall === 1
                    ? t('home.vipHall', { ns: 'translation' })
                    : t('home.secondHall', { ns: 'translation' })}
                </span>
                {room.enabled ? null : <span className="admin-warn">{t('rooms.disabled')}</span>}
              </div>
              {/* Each outcome with its odds and return, so that nobody counts slashes to find Odd's. */}
              <div className="admin-row admin-odds" data-testid="room-odds">
                {room.rates.map((r, i) => (
                  <span key={OUTCOME_KEYS[i]}>
                    {t(`outcome.${OUTCOME_KEYS[i]}`)} ×{r.toFixed(2)}{' '}
                    <span className="admin-muted">RTP {rtpPercent(r)}%</span>
                  </span>
                ))}
              </div>
              {room.next_rates ? (
                <div className="admin-muted" data-testid="next-rates">
                  {t('rooms.next', {
                    rates: room.next_rates
                      .map((r, i) => `${t(`outcome.${OUTCOME_KEYS[i]}`)} ×${r.toFixed(2)}`)
                      .join(' · '),
                    at: when(room.next_from, i18n.language),
                  })}
                </div>
              ) : null}
            </div>
          )}
          editor={(room, done) => (
            <RoomForm key={room?.id ?? 'new'} initial={room ? draftOf(room) : NEW_ROOM} onDone={done} />
          )}
        />
      </Section>
      <RoundTimes />
    </>
  );
}
