import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { DemoBadge } from '../../../ui/demo-badge';
import { Money } from '../../../ui/money';
import { useOnline } from '../../../ui/use-online';
import { ClockFigures } from '../clock-figures';
import { useDeadlineReached } from '../use-countdown';

/**
 * The round's number, the countdown to `deadline` (to close, or to the next round), its state and
 * the balance; drawn again when one of them changes, not each second (its ClockFigures are).
 */
export function RoundHeader(props: {
  seqno: number;
  deadline: number | undefined;
  open: boolean;
  balance: number | undefined;
}) {
  const { t } = useTranslation();
  const { seqno, deadline, open, balance } = props;
  const reached = useDeadlineReached(deadline);
  const online = useOnline();
  // The next round is due but not here yet: a dropout, or the draw still running. Not "00:00" frozen.
  const waiting = !open && reached;
  return (
    <section className="round-card" data-testid="round-card">
      <div className="round-row">
        <div>
          <div className="round-label">{t('games.round')}</div>
          <div className="round-seqno" data-testid="seqno">
            {seqno}
          </div>
        </div>
        <div className="round-clock-box">
          <div className="round-label">
            {!online
              ? t('games.offline')
              : waiting
                ? t('games.waitingNext')
                : open
                  ? t('games.closesIn')
                  : t('games.nextIn')}
          </div>
          <ClockFigures
            deadline={deadline}
            className={open ? 'round-clock' : 'round-clock round-clock-closed'}
            instead={waiting ? '…' : undefined}
          />
        </div>
      </div>
      <div className="round-row round-meta">
        <Tag color={open ? 'success' : 'default'} data-testid="round-state">
          {open ? t('games.open') : t('games.closedShort')}
        </Tag>
        <span className="round-balance">
          {t('user.balance')} {balance !== undefined ? <Money value={balance} /> : '—'}
        </span>
        <DemoBadge />
      </div>
    </section>
  );
}
