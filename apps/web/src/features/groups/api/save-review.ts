import type {
  GroupDetail,
  GroupList,
  GroupReviewList,
  ReviewBody,
  ReviewResult,
} from '@nethub/contract';
import {
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { groupKeys } from './group-keys';

/**
 * Creates my review of a group, or edits the one I wrote. Only joined members who do not run
 * the group may: GROUP_MEMBERS_ONLY or GROUP_OWNER_ACTION (403) otherwise.
 */
export const saveReview = async (body: ReviewBody) =>
  unwrap(await api.post<Envelope<ReviewResult>>('/reviews/network-directory', body));

/** A new review goes first; an edited one keeps its place (spec §4 review upsert). */
function withReview(data: InfiniteData<GroupReviewList>, result: ReviewResult) {
  const { review, averageRating, reviewCount, created } = result;
  return {
    ...data,
    pages: data.pages.map((page, index) => ({
      ...page,
      averageRating,
      reviewCount,
      myReview: review,
      totalRows: created ? page.totalRows + 1 : page.totalRows,
      rows:
        created && index === 0
          ? [review, ...page.rows]
          : page.rows.map((row) => (row._id === review._id ? review : row)),
    })),
  };
}

/** The group's new figures, on its page and on its cards. */
function setGroupRating(queryClient: QueryClient, groupId: string, result: ReviewResult) {
  const rating = { averageRating: result.averageRating, reviewCount: result.reviewCount };
  queryClient.setQueryData<GroupDetail>(
    groupKeys.detail(groupId),
    (group) => group && { ...group, ...rating },
  );
  queryClient.setQueriesData<InfiniteData<GroupList>>({ queryKey: groupKeys.lists }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            rows: page.rows.map((row) => (row._id === groupId ? { ...row, ...rating } : row)),
          })),
        }
      : data,
  );
}

export function useSaveReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReview,
    onSuccess: (result, { networkDirectoryId: groupId }) => {
      queryClient.setQueryData<InfiniteData<GroupReviewList>>(
        groupKeys.reviews(groupId),
        (data) => data && withReview(data, result),
      );
      setGroupRating(queryClient, groupId, result);
    },
  });
}
