import type { GroupDetail, GroupList, MyGroupStanding } from '@nethub/contract';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { groupKeys } from './group-keys';

type WithStanding = { _id: string; me: MyGroupStanding };

const patchStanding = <T extends WithStanding>(
  item: T,
  groupId: string,
  patch: Partial<MyGroupStanding>,
): T => (item._id === groupId ? { ...item, me: { ...item.me, ...patch } } : item);

/**
 * Shows my new standing in a group at once, wherever the group appears: on the cards of every
 * list, on its own page, and among the sub-groups of its parent's page.
 */
export function setMyStanding(
  queryClient: QueryClient,
  groupId: string,
  patch: Partial<MyGroupStanding>,
) {
  queryClient.setQueriesData<InfiniteData<GroupList>>({ queryKey: groupKeys.lists }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            rows: page.rows.map((row) => patchStanding(row, groupId, patch)),
          })),
        }
      : data,
  );
  queryClient.setQueriesData<GroupDetail>({ queryKey: groupKeys.details }, (detail) =>
    detail
      ? {
          ...patchStanding(detail, groupId, patch),
          subgroups: detail.subgroups?.map((sub) => patchStanding(sub, groupId, patch)) ?? null,
        }
      : detail,
  );
}

/** The group lists and pages, fetched again from the server in the background. */
export const refreshGroups = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: groupKeys.lists }),
    queryClient.invalidateQueries({ queryKey: groupKeys.details }),
  ]);
