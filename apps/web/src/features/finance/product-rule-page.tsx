import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ProductPage } from './product-page';
import { useProduct } from './use-product';
import './finance.css';

/** /productrule: the product's contract text in the chosen language, and the go button. */
export function ProductRulePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ProductPage title={t('screens.productRule')} state={useProduct()}>
      {(product) => (
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
    </ProductPage>
  );
}
