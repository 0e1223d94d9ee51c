import type { CallBody, resetpaypwd } from '@roundhouse/contract';
import { API } from '@roundhouse/contract/web';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../api/client';

export function useChangePayPassword() {
  return useMutation({ mutationFn: (body: CallBody<typeof resetpaypwd>) => callApi(API.resetpaypwd, body) });
}
