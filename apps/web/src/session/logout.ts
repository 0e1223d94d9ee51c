import { API } from '@roundhouse/contract/web';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { callApi } from '../api/client';
import { useSession } from '../state/session';
import { confirmDialog } from '../ui/feedback';

/** Ends the session on the server, then forgets the token whatever the server said. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(API.logout, {}, { silent: true }).catch(() => ({})),
    onSettled: () => {
      useSession.getState().logOut();
      queryClient.clear();
    },
  });
}

/** Logout as SPEC.md §4 describes it: confirmation, then the token is cleared, then /login. */
export function useConfirmLogout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const confirm = async () => {
    const ok = await confirmDialog({ content: t('settings.logoutConfirm') });
    if (!ok) return;
    await logout.mutateAsync();
    navigate('/login', { replace: true });
  };
  return { confirm, pending: logout.isPending };
}
