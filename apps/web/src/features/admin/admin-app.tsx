import { ADMIN_API, can, type Permission } from '@roundhouse/contract/web-admin';
import { useQueryClient } from '@tanstack/react-query';
import { DotLoading, ErrorBlock } from 'antd-mobile';
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, NavLink, useLocation, useRoutes } from 'react-router';
import { useUserInfo } from '../../session';
import { useSession } from '../../state/session';
import { LoadFailed } from '../../ui/load-failed';
import { routeObjects, type ScreenRoute, screen } from '../../ui/screen-routes';
import { sayFieldChecks } from './field-checks';
import { loadAdminTexts } from './i18n';
import { ADMIN } from './keys';
import { SecondFactorGate } from './second-factor';
import { StaffContext } from './staff';
import { useAdminQuery } from './use-admin';
import './admin.css';

const DashboardPage = screen(() => import('./dashboard-page').then((m) => ({ default: m.DashboardPage })));
const QueuesPage = screen(() => import('./queues-page').then((m) => ({ default: m.QueuesPage })));
const MembersPage = screen(() => import('./members-page').then((m) => ({ default: m.MembersPage })));
const MemberPage = screen(() => import('./member-page').then((m) => ({ default: m.MemberPage })));
const RoomsPage = screen(() => import('./rooms-page').then((m) => ({ default: m.RoomsPage })));
const FairnessPage = screen(() => import('./fairness-page').then((m) => ({ default: m.FairnessPage })));
const ContentPage = screen(() => import('./content-page').then((m) => ({ default: m.ContentPage })));
const SettingsPage = screen(() => import('./settings-page').then((m) => ({ default: m.SettingsPage })));
const AuditPage = screen(() => import('./audit-page').then((m) => ({ default: m.AuditPage })));
const StaffPage = screen(() => import('./staff-page').then((m) => ({ default: m.StaffPage })));

/** The console's sections, in the sidebar's order. */
const SECTIONS: { path: string; key: string; permission: Permission }[] = [
  { path: '', key: 'dashboard', permission: 'read' },
  { path: 'queues', key: 'queues', permission: 'read' },
  { path: 'members', key: 'members', permission: 'read' },
  { path: 'rooms', key: 'rooms', permission: 'read' },
  { path: 'fairness', key: 'fairness', permission: 'read' },
  { path: 'content', key: 'content', permission: 'read' },
  { path: 'settings', key: 'settings', permission: 'read' },
  { path: 'audit', key: 'audit', permission: 'read' },
  { path: 'staff', key: 'staff', permission: 'read' },
];

function Shell({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation('admin');
  const root = useRef<HTMLDivElement>(null);
  // In the language shown when a field is checked (the listeners stay for the shell's life).
  useEffect(
    () =>
      root.current ? sayFieldChecks(root.current, (key, values) => i18n.t(key, { ...values, ns: 'admin' })) : undefined,
    [i18n],
  );
  return (
    <div className="admin" ref={root}>
      <header className="admin-top">
        <strong>{t('title')}</strong>
        <Link to="/" className="admin-exit">
          {t('exit')}
        </Link>
      </header>
      <nav className="admin-nav" aria-label={t('title')}>
        {SECTIONS.map((s) => (
          <NavLink key={s.key} to={s.path === '' ? '/admin' : `/admin/${s.path}`} end={s.path === ''}>
            {t(`nav.${s.key}`)}
          </NavLink>
        ))}
      </nav>
      <main className="admin-main">
        <Suspense
          fallback={
            <div className="admin-loading">
              <DotLoading />
            </div>
          }
        >
          {children}
        </Suspense>
      </main>
    </div>
  );
}

function ConsoleNotFound() {
  const { t } = useTranslation('admin');
  // antd's own description ("Want to try a new search?") would offer a search there is not.
  return <ErrorBlock status="empty" title={t('notFound')} description={t('notFoundText')} />;
}

/** The console's screens, as the app's (ui/screen-routes.tsx); the shell's Suspense shows their loading. */
const CONSOLE_SCREENS: ScreenRoute[] = [
  { path: '', screen: DashboardPage },
  { path: 'queues', screen: QueuesPage },
  { path: 'members', screen: MembersPage },
  { path: 'members/:id', screen: MemberPage },
  { path: 'rooms', screen: RoomsPage },
  { path: 'fairness', screen: FairnessPage },
  { path: 'content', screen: ContentPage },
  { path: 'settings', screen: SettingsPage },
  { path: 'audit', screen: AuditPage },
  { path: 'staff', screen: StaffPage },
  { path: '*', screen: ConsoleNotFound },
];
const { pages: consoleRoutes } = routeObjects(CONSOLE_SCREENS, (element) => element, { suspense: false });

function ConsoleRoutes() {
  return useRoutes(consoleRoutes);
}

/** The console's screens once this session has passed its second factor (issue 23), else the gate. */
function PassedSecondFactor({ children }: { children: ReactNode }) {
  const state = useAdminQuery(ADMIN_API.adminTwoFactor);
  const client = useQueryClient();
  if (state.data?.passed) return children;
  // Not known (its answers were lost): said, with the way to ask again, not a spinner for ever.
  if (!state.data && state.isError) return <LoadFailed query={state} />;
  return <SecondFactorGate state={state.data} onPassed={() => void client.invalidateQueries({ queryKey: ADMIN })} />;
}

/**
 * The operator console (issue 12, DESIGN.md §9): its own chunk, its own texts, for staff only.
 * What a role may do decides which buttons show; the server decides again on every call.
 */
export function AdminApp() {
  const isLogin = useSession((s) => s.isLogin);
  const language = useSession((s) => s.language);
  const location = useLocation();
  const me = useUserInfo();
  const [ready, setReady] = useState(false);
  const [textsFailed, setTextsFailed] = useState<unknown>();
  const { t } = useTranslation('admin');

  useEffect(() => {
    loadAdminTexts(language).then(() => setReady(true), setTextsFailed);
  }, [language]);

  // The texts could not be fetched: the route's error screen says so and offers to try again.
  if (textsFailed) throw textsFailed;
  if (!isLogin) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  // Who this is could not be asked (the answers were lost): said, with the way to ask again.
  if (ready && !me.data && me.isError) {
    return (
      <div className="admin-loading">
        <LoadFailed query={me} />
      </div>
    );
  }
  if (!ready || !me.data) {
    return (
      <div className="admin-loading">
        <DotLoading />
      </div>
    );
  }
  if (me.data.role === 'user') {
    return (
      <div className="admin-refused">
        <ErrorBlock status="default" title={t('refused.title')} description={t('refused.text')} />
        <Link to="/">{t('exit')}</Link>
      </div>
    );
  }
  const role = me.data.role;
  return (
    <StaffContext.Provider value={{ role, can: (p: Permission) => can(role, p), id: me.data.id }}>
      <Shell>
        <PassedSecondFactor>
          <ConsoleRoutes />
        </PassedSecondFactor>
      </Shell>
    </StaffContext.Provider>
  );
}
