import { Button, DotLoading, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../../ui/page';
import { useProduct } from './use-product';
import './finance.css';

/** /productrule: the product's contract text in the chosen language, and the go button. */
export function ProductRulePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { product, missing } = useProduct();
  return (
    <Page title={t('screens.productRule')}>
      {missing ? (
        <ErrorBlock status="empty" title={t('finance.notFound')} description="" />
      ) : !product ? (
        <div className="finance-loading">
          <DotLoading />
        </div>
      ) : (
        <article className="finance-contract" data-testid="contract-text">
          <h2>{product.name}</h2>
          {product.contract.split('\n\n').map((para) => (
            <p key={para}>{para}</p>
          ))}
          <Button block color="primary" onClick={() => navigate(`/producttransferin?product=${product.id}`)}>
            {t('finance.go')}
          </Button>
        </article>
      )}
    </Page>
  );
}
