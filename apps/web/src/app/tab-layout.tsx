import { TabBar } from 'antd-mobile';
import { AppOutline, BankcardOutline, HistogramOutline, UserOutline } from 'antd-mobile-icons';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';

const TABS = [
  { key: '/', icon: <AppOutline />, label: 'tabs.home' },
  { key: '/recharge', icon: <BankcardOutline />, label: 'tabs.recharge' },
  { key: '/lotteryprize', icon: <HistogramOutline />, label: 'tabs.trend' },
  { key: '/user', icon: <UserOutline />, label: 'tabs.my' },
] as const;

/** Home, Recharge, Trend and My share the bottom tab bar (SPEC.md §2). */
export function TabLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const active = TABS.find((tab) => tab.key !== '/' && pathname.toLowerCase().startsWith(tab.key))?.key ?? '/';
  return (
    <div className="tab-layout">
      <div className="tab-content">
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </div>
      <TabBar className="tab-bar" activeKey={active} onChange={(key) => navigate(key)} safeArea>
        {TABS.map((tab) => (
          <TabBar.Item key={tab.key} icon={tab.icon} title={t(tab.label)} />
        ))}
      </TabBar>
    </div>
  );
}
