import { API } from '@roundhouse/contract/web';
import { callApi } from '../../../api/client';

/** The order to follow (fetched on demand, not cached: its room's odds may have changed). */
export function fetchOrderInfo(orderId: number) {
  return callApi(API.getOrderinfo, { order_id: orderId });
}
