import type { ListResponse, MemberProfile, ProfileCard } from '@nethub/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { leadKeys, RECIPIENTS_PAGE_SIZE } from './lead-keys';

/** My connected members: the people a lead can go to. */
export const getLeadRecipients = async (textSearch: string) =>
  unwrap(
    await api.get<Envelope<ListResponse<ProfileCard>>>('/leads/connected', {
      params: { textSearch, page: 1, offset: RECIPIENTS_PAGE_SIZE },
    }),
  );

export const leadRecipientsQueryOptions = (textSearch: string) =>
  queryOptions({
    queryKey: leadKeys.recipients(textSearch),
    queryFn: () => getLeadRecipients(textSearch),
    placeholderData: keepPreviousData,
  });

export const useLeadRecipients = (textSearch: string) =>
  useQuery(leadRecipientsQueryOptions(textSearch));

/**
 * The card of a recipient chosen by link (/leads/new?recipient=id), who may not be on the
 * picker's first page: their profile always carries it.
 */
export const getRecipientCard = async (id: string): Promise<ProfileCard> =>
  unwrap(await api.get<Envelope<MemberProfile>>(`/users/profile/${encodeURIComponent(id)}`))
    .profile;

export const useRecipientCard = (id: string, { enabled = true } = {}) =>
  useQuery({
    queryKey: leadKeys.recipient(id),
    queryFn: () => getRecipientCard(id),
    enabled: enabled && !!id,
    staleTime: 5 * 60_000,
  });
