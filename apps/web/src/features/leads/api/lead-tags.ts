import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { leadKeys } from './lead-keys';

type MyLeadTags = { tags: string[] };

/** My own lead tags: the kinds of leads I am looking for. */
export const getMyLeadTags = async () => unwrap(await api.get<Envelope<MyLeadTags>>('/tags'));

export const myLeadTagsQueryOptions = () =>
  queryOptions({ queryKey: leadKeys.myTags, queryFn: getMyLeadTags });

export const useMyLeadTags = () => useQuery(myLeadTagsQueryOptions());

export const saveMyLeadTags = async (tags: string[]) =>
  unwrap(await api.put<Envelope<MyLeadTags>>('/tags', { tags }));

export function useSaveMyLeadTags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMyLeadTags,
    onSuccess: (saved) => queryClient.setQueryData(leadKeys.myTags, saved),
  });
}

/** Tag names used on Net Hub that match `name` (never asked for an empty name). */
export const getTagSuggestions = async (name: string) =>
  unwrap(await api.get<Envelope<string[]>>('/tags/suggestion', { params: { name } }));

export const useTagSuggestions = (name: string) =>
  useQuery({
    queryKey: leadKeys.tagSuggestions(name),
    queryFn: () => getTagSuggestions(name),
    enabled: name.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
