import { NavBar } from 'antd-mobile';
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
