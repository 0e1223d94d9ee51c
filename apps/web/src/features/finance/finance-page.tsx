import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../state/session';
import { DemoBadge } from '../../ui/demo-badge';
import { Money } from '../../ui/money';
import { Page } from '../../ui/page';
import { QueryList } from '../../ui/query-list';
import { formatMoneyRange } from './amount-range';
import { useFinanceProducts } from './api/finance-products';
import './finance.css';

/** /finance: the products with their real terms (SPEC.md §2, §9; DESIGN.md §1: nothing invented). */
export function FinancePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isLogin = useSession((s) => s.isLogin);
  const products = useFinanceProducts();
  return (
    <Page title={t('screens.finance')}>
      <section className="finance-summary">
        <div>
          <div className="finance-label">{t('finance.pledged')}</div>
          <div className="finance-pledged" data-testid="pledged">
            {isLogin && products.data ? <Money value={products.data.pledged} /> : '—'}
          </div>
        </div>
        <div className="finance-summary-side">
          <DemoBadge />
          {isLogin ? (
            <Button size="small" fill="outline" onClick={() => navigate('/productorder')} data-testid="to-orders">
              {t('finance.myContracts')}
            </Button>
          ) : null}
        </div>
      </section>
      <QueryList
        query={products}
        items={products.data?.products}
        empty={t('finance.none')}
        emptyText={t('finance.noneText')}
      >
        {(list) =>
          list.map((p) => (
            <article key={p.id} className="finance-card" data-testid="product">
              <header className="finance-card-head">
                <h2>{p.name}</h2>
                <span className="finance-range">{formatMoneyRange(p.min, p.max)}</span>
              </header>
              <dl className="finance-figures">
                <div>
                  <dt>{t('finance.dailyRate')}</dt>
                  <dd>{p.daily_rate.toFixed(2)}%</dd>
                </div>
                <div>
                  <dt>{t('finance.term')}</dt>
                  <dd>{t('finance.days', { count: p.days })}</dd>
                </div>
                <div>
                  <dt>{t('finance.totalReturn')}</dt>
                  <dd className="finance-up">+{p.total_return.toFixed(2)}%</dd>
                </div>
                <div>
                  <dt>{t('finance.annual')}</dt>
                  <dd>{p.annual_rate.toFixed(2)}%</dd>
                </div>
              </dl>
              <div className="finance-actions">
                <Button size="small" onClick={() => navigate(`/productrule?product=${p.id}`)}>
                  {t('finance.rules')}
                </Button>
                <Button size="small" onClick={() => navigate(`/productdetail?product=${p.id}`)}>
                  {t('finance.details')}
                </Button>
                <Button
                  size="small"
                  color="primary"
                  onClick={() => navigate(`/producttransferin?product=${p.id}`)}
                  data-testid={`transfer-${p.id}`}
                >
                  {t('finance.order')}
                </Button>
              </div>
            </article>
          ))
        }
      </QueryList>
      <p className="finance-note">{t('finance.annualNote')}</p>
    </Page>
  );
}
