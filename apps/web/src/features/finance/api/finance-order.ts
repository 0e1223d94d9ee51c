import { API } from '@roundhouse/contract/web';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { useSession } from '../../../state/session';
import { financeKeys } from '../keys';

/** One contract with its accrual entries, loaded when it is opened. */
export function useFinanceOrder(id: number, enabled: boolean) {
  const lang = useSession((s) => s.language);
  return useQuery({ queryKey: financeKeys.order(id, lang), queryFn: () => callApi(API.financeOrder, { id }), enabled });
}
