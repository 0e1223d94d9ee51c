import type { CallBody, repasswd } from '@roundhouse/contract';
import { API } from '@roundhouse/contract/web';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../api/client';

export function useChangePassword() {
  return useMutation({ mutationFn: (body: CallBody<typeof repasswd>) => callApi(API.repasswd, body) });
}
