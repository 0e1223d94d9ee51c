import { API } from '@roundhouse/contract/web';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { useSession } from '../../../state/session';
import { contentKeys } from '../keys';

/**
 * One article in the chosen language; `enabled` false waits (a collapsed message). Opening it marks
 * it read for a member, so the lists' unread marks refresh.
 */
export function useArticle(id: number, enabled = true) {
  const lang = useSession((s) => s.language);
  const isLogin = useSession((s) => s.isLogin);
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: contentKeys.article(id, lang),
    queryFn: async () => {
      const article = await callApi(API.getArticledetail, { id }, { silent: true });
      if (isLogin && article.group !== 1) void queryClient.invalidateQueries({ queryKey: ['content', 'list'] });
      return article;
    },
    enabled: enabled && Number.isInteger(id) && id > 0,
    retry: false,
  });
}
