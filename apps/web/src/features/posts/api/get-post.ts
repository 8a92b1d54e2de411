import type { Post } from '@nethub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { postDetailPath, postKeys } from './post-keys';

/** NOT_FOUND (404) when the post is gone, or in a group I am not in. */
export const getPost = async (id: string) =>
  unwrap(await api.get<Envelope<Post>>(postDetailPath(id)));

export const postQueryOptions = (id: string) =>
  queryOptions({ queryKey: postKeys.detail(id), queryFn: () => getPost(id) });

export const usePost = (id: string) => useQuery(postQueryOptions(id));
