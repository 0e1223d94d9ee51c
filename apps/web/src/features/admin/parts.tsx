import { Button, DotLoading } from 'antd-mobile';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../ui/load-failed';
import { useStaff } from './staff';

/** What a console query shows until it has answered: a spinner, or that it failed and a way to retry. */
export function NotYet({
  query,
}: {
  query: { isError: boolean; isFetching: boolean; refetch: () => Promise<unknown> };
}) {
  if (!query.isError) return <DotLoading />;
  return <LoadFailed query={query} />;
}

/** A titled block of a console screen. */
export function Section({ title, children, right }: { title: ReactNode; children: ReactNode; right?: ReactNode }) {
  return (
    <section className="admin-section">
      <div className="admin-section-head">
        <h2>{title}</h2>
        {right}
      </div>
      {children}
    </section>
  );
}

/** One figure in a console screen's row of cards (`admin-cards`): its label over it. */
export function Card({
  label,
  testId,
  warn,
  children,
}: {
  label: string;
  testId?: string;
  /** Said in the warning colour (a frozen account). */
  warn?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="admin-card">
      <span>{label}</span>
      <strong className={warn ? 'admin-warn' : undefined} data-testid={testId}>
        {children}
      </strong>
    </div>
  );
}

/** A labelled input of a console form (native inputs: fast, accessible, and one style). */
export function Field({ label, children, hint }: { label: string; children: ReactNode; hint?: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the child
    <label className="admin-field">
      <span>{label}</span>
      {children}
      {hint ? <small>{hint}</small> : null}
    </label>
  );
}

/**
 * A number field held to what its call takes (`limits`, from the contract's console-limits): the
 * browser refuses a figure outside them, or finer than `step` (whole numbers by default), before
 * anything is sent.
 */
export function NumberInput({
  limits,
  ...input
}: { limits: { min: number; max: number; step?: number } } & ComponentProps<'input'>) {
  const step = limits.step ?? 1;
  return (
    <input
      type="number"
      inputMode={step < 1 ? 'decimal' : 'numeric'}
      min={limits.min}
      max={limits.max}
      step={step}
      {...input}
    />
  );
}

/** "10 to 3,600": how a field's hint says the limits it holds to, in the staff member's language. */
export function useRangeText(): (limits: { min: number; max: number }) => string {
  const { t } = useTranslation('admin');
  // Written in the language by the text's own number format, as every count of the console.
  return (r) => t('range', { min: r.min, max: r.max });
}

/** A form's button among its fields: level with their inputs (a blank line where they have a label). */
export function FieldAction({ children }: { children: ReactNode }) {
  return (
    <div className="admin-field admin-field-action">
      <span aria-hidden="true">&nbsp;</span>
      {children}
    </div>
  );
}

/** Previous / next under a paged table, with "page of pages · n in all". */
export function Pager({
  page,
  size,
  total,
  onPage,
}: {
  page: number;
  size: number;
  total: number;
  onPage: (p: number) => void;
}) {
  const { t } = useTranslation('admin');
  const pages = Math.max(1, Math.ceil(total / size));
  return (
    <div className="admin-row">
      <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('prev')}
      </Button>
      <span>
        {page} / {pages} · {t('members.total', { n: total })}
      </span>
      <Button size="small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('next')}
      </Button>
    </div>
  );
}

/**
 * A list of things a console screen edits in place: a "new" button (for operators) that opens an
 * empty editor, and per item its summary with an Edit / Close button that opens its editor.
 */
export function EditableList<T extends { id: number }>({
  items,
  newLabel,
  canCreate,
  summary,
  editor,
  testId,
  tools,
}: {
  items: T[] | undefined;
  newLabel: string;
  /** What chooses the list (articles: their group), on one line with the New button. */
  tools?: ReactNode;
  canCreate: boolean;
  summary: (item: T) => ReactNode;
  editor: (item: T | undefined, done: () => void) => ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState<number | 'new' | null>(null);
  const done = () => setOpen(null);
  return (
    <>
      {tools || canCreate ? (
        <div className="admin-row">
          {tools}
          {canCreate ? (
            <Button size="small" onClick={() => setOpen(open === 'new' ? null : 'new')}>
              {newLabel}
            </Button>
          ) : null}
        </div>
      ) : null}
      {open === 'new' ? <div className="admin-item">{editor(undefined, done)}</div> : null}
      {items?.map((item) => (
        <div key={item.id} className="admin-item" data-testid={testId}>
          <div className="admin-row">
            {summary(item)}
            <Button className="admin-end" size="mini" onClick={() => setOpen(open === item.id ? null : item.id)}>
              {open === item.id ? t('close') : t('edit')}
            </Button>
          </div>
          {open === item.id ? editor(item, done) : null}
        </div>
      ))}
    </>
  );
}

/** A wide table's box: it scrolls sideways on a phone, and a keyboard can reach and scroll it. */
export function TableWrap({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard
    <section className="admin-table-wrap" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}

/** What an empty list or table says instead of a heading over nothing (`text`: what is missing). */
export function NoEntries({ text }: { text?: string }) {
  const { t } = useTranslation('admin');
  return <p className="admin-muted">{text ?? t('empty')}</p>;
}

/** A form's Save, shown to roles that may change things. */
export function SaveButton({ busy, label }: { busy: boolean; label?: string }) {
  const { t } = useTranslation('admin');
  const staff = useStaff();
  if (!staff.can('operate')) return null;
  return (
    <Button size="small" color="primary" type="submit" loading={busy}>
      {label ?? t('save')}
    </Button>
  );
}

/** A search field and its button, inside a form whose submit runs the search (members, queues). */
export function SearchField({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId?: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      <input
        type="search"
        aria-label={label}
        placeholder={label}
        value={value}
        maxLength={64}
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
      />
      <Button size="small" type="submit" color="primary">
        {t('members.find')}
      </Button>
    </>
  );
}
