import { Button, List, Popup, Skeleton, Toast } from 'antd-mobile';
import {
  AddSquareOutline,
  ClockCircleOutline,
  HistogramOutline,
  LockOutline,
  MessageOutline,
  QuestionCircleOutline,
  SetOutline,
  UnorderedListOutline,
  UploadOutline,
  UserOutline,
} from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LogoutButton, useUserInfo } from '../../session';
import { DemoBadge } from '../../ui/demo-badge';
import { promptInstall, useInstallWay } from '../../ui/install';
import { Money } from '../../ui/money';
import { LevelBadge } from './level-badge';
import { VipProgress } from './vip-progress';

/** The member centre (SPEC.md §2 "User page"). */
export function UserPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: user, isPending } = useUserInfo();
  // A quiet entry, never a pop-up (issue 28): the browser's offer, or how to add the app on iOS.
  const installWay = useInstallWay();
  const [iosHowTo, setIosHowTo] = useState(false);
  const install = () => (installWay === 'ios' ? setIosHowTo(true) : void promptInstall());

  const copyCode = async () => {
    if (!user) return;
    try {
      await navigator.clipboard.writeText(user.invitation_code);
      Toast.show({ content: t('user.copied'), icon: 'success' });
    } catch {
      Toast.show({ content: user.invitation_code });
    }
  };

  const menu = [
    { key: 'bets', icon: <HistogramOutline />, to: '/my_bets' },
    { key: 'income', icon: <UnorderedListOutline />, to: '/my_income' },
    { key: 'message', icon: <MessageOutline />, to: '/message' },
    { key: 'play', icon: <ClockCircleOutline />, to: '/my_play' },
    { key: 'password', icon: <LockOutline />, to: '/my_password' },
    { key: 'howToPlay', icon: <QuestionCircleOutline />, to: '/help/26' },
    { key: 'update', icon: <UploadOutline />, to: '/my_update' },
    { key: 'settings', icon: <SetOutline />, to: '/my_set' },
  ] as const;

  return (
    <div className="tab-page user-page">
      <header className="user-header">
        <div className="user-identity">
          <div className="avatar" aria-hidden="true">
            <UserOutline fontSize={28} />
          </div>
          <div className="user-names">
            {isPending || !user ? (
              <Skeleton.Title animated />
            ) : (
              <>
                <div className="nickname" data-testid="nickname" translate="no">
                  {user.nickname}
                </div>
                <LevelBadge level={user.level} />
                <VipProgress vip={user.vip} />
              </>
            )}
          </div>
          <DemoBadge />
        </div>
        <div className="balances">
          {(
            [
              ['balance', 'user.balance', user?.money],
              ['withdrawable', 'user.withdrawable', user?.totalWin],
            ] as const
          ).map(([testId, label, value]) => (
            <div key={testId} className="balance">
              <div className="balance-label">{t(label)}</div>
              <div className="balance-value" data-testid={testId}>
                {value === undefined ? '—' : <Money value={value} />}
              </div>
            </div>
          ))}
        </div>
        <div className="balance-actions">
          <Button color="warning" shape="rounded" onClick={() => navigate('/recharge')}>
            {t('user.recharge')}
          </Button>
          <Button
            color="default"
            fill="outline"
            shape="rounded"
            className="on-dark"
            onClick={() => navigate('/withdraw')}
          >
            {t('user.withdraw')}
          </Button>
        </div>
      </header>

      <List className="user-menu">
        {menu.map((item) => (
          <List.Item key={item.key} prefix={item.icon} onClick={() => navigate(item.to)}>
            {t(`user.menu.${item.key}`)}
          </List.Item>
        ))}
        {installWay === 'none' ? null : (
          <List.Item prefix={<AddSquareOutline />} onClick={install} data-testid="install-app">
            {t('user.menu.install')}
          </List.Item>
        )}
        {user ? (
          <List.Item
            extra={
              <span className="invite-code" translate="no">
                {user.invitation_code}
              </span>
            }
            onClick={copyCode}
            arrowIcon={false}
          >
            {t('user.invitationCode')}
          </List.Item>
        ) : null}
      </List>
      <LogoutButton />
      <Popup
        visible={iosHowTo}
        onMaskClick={() => setIosHowTo(false)}
        showCloseButton
        onClose={() => setIosHowTo(false)}
      >
        <div className="install-how-to">
          <h2>{t('user.installTitle')}</h2>
          <ol>
            <li>{t('user.installIos1')}</li>
            <li>{t('user.installIos2')}</li>
            <li>{t('user.installIos3')}</li>
          </ol>
        </div>
      </Popup>
    </div>
  );
}
