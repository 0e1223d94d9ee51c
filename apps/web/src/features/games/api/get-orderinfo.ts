import { getOrderinfo } from '@roundhouse/contract';
import { callApi } from '../../../api/client';

/** The order to follow (fetched on demand, not cached: its room's odds may have changed). */
export function fetchOrderInfo(orderId: number) {
  return callApi(getOrderinfo, { order_id: orderId });
}
