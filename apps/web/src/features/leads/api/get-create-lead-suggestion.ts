import type { CreateLeadSuggestion } from '@nethub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { leadKeys } from './lead-keys';

/**
 * Spec §5: `tags` are the recipient's own lead tags (a lead to them must carry at least one);
 * when they have none, `otherSuggestions` are sources of lead to offer instead.
 */
export const getCreateLeadSuggestion = async (recipient: string) =>
  unwrap(
    await api.get<Envelope<CreateLeadSuggestion>>('/tags/create-lead-suggestion', {
      params: { recipient },
    }),
  );

export const createLeadSuggestionQueryOptions = (recipient: string) =>
  queryOptions({
    queryKey: leadKeys.createSuggestion(recipient),
    queryFn: () => getCreateLeadSuggestion(recipient),
  });

export const useCreateLeadSuggestion = (recipient: string) =>
  useQuery({ ...createLeadSuggestionQueryOptions(recipient), enabled: !!recipient });
