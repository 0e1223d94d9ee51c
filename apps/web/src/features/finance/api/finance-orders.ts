import { API } from '@roundhouse/contract/web';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { useSession } from '../../../state/session';
import { financeKeys } from '../keys';

export function useFinanceOrders() {
  const lang = useSession((s) => s.language);
  return useQuery({ queryKey: financeKeys.orders(lang), queryFn: () => callApi(API.financeOrders) });
}
