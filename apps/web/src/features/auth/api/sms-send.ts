import { type CallBody, smsSend } from '@roundhouse/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../api/client';

export function useSmsSend() {
  return useMutation({ mutationFn: (body: CallBody<typeof smsSend>) => callApi(smsSend, body) });
}
