import { useSearchParams } from 'react-router';
import { useFinanceProducts } from './api/finance-products';

/** The product named by ?product= (the first one when none is named), with the whole list. */
export function useProduct() {
  const [params] = useSearchParams();
  const products = useFinanceProducts();
  const id = Number(params.get('product'));
  const list = products.data?.products ?? [];
  const product = Number.isInteger(id) && id > 0 ? list.find((p) => p.id === id) : list[0];
  return { products, list, product, missing: products.isSuccess && !product };
}
