import { Button, NavBar } from 'antd-mobile';
import { FilterOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** A screen below the tab level: a navigation bar with back and title, then the content. */
export function Page({ title, children, right }: { title: string; children: ReactNode; right?: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate('/'));
  return (
    <div className="page">
      {/* The arrow alone has no accessible name; a visually hidden "Back" gives it one. */}
      <NavBar
        className="page-nav"
        onBack={back}
        left={<span className="sr-only">{t('common.back')}</span>}
        right={right}
      >
        {title}
      </NavBar>
      <main className="page-body">{children}</main>
    </div>
  );
}

/** The filter button at the right of a screen's bar (My bets, the fund flow). */
export function FilterButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="nav-link" onClick={onClick} aria-label={t('wallet.filter')}>
      <FilterOutline fontSize={20} />
    </button>
  );
}

/** A filter drawer's end: the first and last day, the range's error (an i18n key), reset and confirm. */
export function DayRangeFilter({
  start,
  end,
  onDay,
  error,
  onReset,
  onConfirm,
  confirmTestId,
}: {
  start: string | undefined;
  end: string | undefined;
  /** A day picked or cleared (''). */
  onDay: (which: 'start' | 'end', day: string) => void;
  error: string | undefined;
  onReset: () => void;
  onConfirm: () => void;
  confirmTestId?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {(['start', 'end'] as const).map((which) => (
        <label key={which} className="date-field">
          <span>{t(`wallet.${which}`)}</span>
          <input
            type="date"
            value={(which === 'start' ? start : end) ?? ''}
            onChange={(e) => onDay(which, e.target.value)}
          />
        </label>
      ))}
      {error ? (
        <div className="field-error" role="alert">
          {t(error)}
        </div>
      ) : null}
      <div className="filter-actions">
        <Button onClick={onReset}>{t('wallet.reset')}</Button>
        <Button color="primary" onClick={onConfirm} data-testid={confirmTestId}>
          {t('common.confirm')}
        </Button>
      </div>
    </>
  );
}
