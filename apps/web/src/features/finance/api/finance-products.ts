import { API } from '@roundhouse/contract/web';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { useSession } from '../../../state/session';
import { financeKeys } from '../keys';

/** The products with their terms; for a member also the pledged total. */
export function useFinanceProducts() {
  const lang = useSession((s) => s.language);
  const isLogin = useSession((s) => s.isLogin);
  return useQuery({ queryKey: financeKeys.products(lang, isLogin), queryFn: () => callApi(API.financeProducts) });
}
