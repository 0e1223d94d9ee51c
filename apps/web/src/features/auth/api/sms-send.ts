import type { CallBody, smsSend } from '@roundhouse/contract';
import { API } from '@roundhouse/contract/web';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../api/client';

export function useSmsSend() {
  return useMutation({ mutationFn: (body: CallBody<typeof smsSend>) => callApi(API.smsSend, body) });
}
