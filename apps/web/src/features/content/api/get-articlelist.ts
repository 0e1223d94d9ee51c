import { API, type ListedGroup } from '@roundhouse/contract/web';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { useSession } from '../../../state/session';
import { contentKeys } from '../keys';

const SIZE = 20;

/** An article group (9 news and help, 14 announcements), a page at a time, newest first. */
export function useArticleList(group: ListedGroup) {
  const lang = useSession((s) => s.language);
  const isLogin = useSession((s) => s.isLogin);
  return useInfiniteQuery({
    queryKey: [...contentKeys.list(group, lang), isLogin],
    queryFn: ({ pageParam }) => callApi(API.getArticlelist, { type: group, page: pageParam, size: SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
  });
}
