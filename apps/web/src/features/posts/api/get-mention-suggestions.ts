import type { MentionSuggestions } from '@nethub/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { postKeys } from './post-keys';

/** Members I may mention in a post of that feed whose name starts with `q` (never me). */
export const getMentionSuggestions = async (groupId: string | undefined, q: string) =>
  unwrap(
    await api.get<Envelope<MentionSuggestions>>('/community-posts/mention-suggestions', {
      params: { q, networkDirectoryId: groupId },
    }),
  );

export const mentionSuggestionsQueryOptions = (groupId: string | undefined, q: string) =>
  queryOptions({
    queryKey: postKeys.mentionSuggestions(groupId, q),
    queryFn: () => getMentionSuggestions(groupId, q),
    staleTime: 60_000,
  });

/** While a mention is typed: the list stays as it was until the next letters' answer. */
export const useMentionSuggestions = (groupId: string | undefined, q: string, enabled: boolean) =>
  useQuery({
    ...mentionSuggestionsQueryOptions(groupId, q),
    enabled,
    placeholderData: keepPreviousData,
  });
