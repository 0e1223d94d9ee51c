import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../ui/feedback';

/** A titled block of a console screen. */
export function Section({ title, children, right }: { title: string; children: ReactNode; right?: ReactNode }) {
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

/** Shows "12.50" for USD amounts in tables (the console is for staff: no currency symbol noise). */
export function usd(value: number): string {
  return value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** A date-time in the staff member's language and time zone, to the second. */
export function when(iso: string | null, locale: string): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'medium' });
}

/** Asks before a change, with the console's own Confirm and Cancel in the staff member's language. */
export function useAsk(): (content: ReactNode) => Promise<boolean> {
  const { t } = useTranslation('admin');
  return (content) => confirmDialog({ content, confirmText: t('confirm'), cancelText: t('cancel') });
}
