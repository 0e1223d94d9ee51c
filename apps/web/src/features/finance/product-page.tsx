import type { FinanceProduct } from '@roundhouse/contract';
import { DotLoading, ErrorBlock } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../ui/load-failed';
import { Page } from '../../ui/page';
import type { useProduct } from './use-product';

/** A screen about one product (its rule, its detail): "no such product", loading, or the product. */
export function ProductPage({
  title,
  state,
  children,
}: {
  title: string;
  state: Pick<ReturnType<typeof useProduct>, 'product' | 'missing' | 'products'>;
  children: (product: FinanceProduct) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Page title={title}>
      {state.missing ? (
        <ErrorBlock status="empty" title={t('finance.notFound')} description="" />
      ) : !state.product && state.products.isError ? (
        <LoadFailed query={state.products} />
      ) : !state.product ? (
        <div className="finance-loading">
          <DotLoading />
        </div>
      ) : (
        children(state.product)
      )}
    </Page>
  );
}
