import { DEFAULT_PAGE_SIZE } from '@nethub/contract/constants';
import type { LeadDirection, LeadStatus } from '@nethub/contract';

/** The recipient picker shows more members at once than a list page. */
export const RECIPIENTS_PAGE_SIZE = 20;

/** The filters of the leads list (spec §3). */
export type LeadsFilters = {
  /** No direction is the "All" tab. */
  type?: LeadDirection;
  pipelines: LeadStatus[];
  /** Lead type names as chosen; the query sends them upper-cased. */
  leadTypes: string[];
  bookmarkedOnly: boolean;
  textSearch: string;
  /** Only the leads exchanged with this member. */
  connectedUserId?: string;
};

export const leadKeys = {
  all: ['leads'] as const,
  lists: ['leads', 'list'] as const,
  list: (filters: LeadsFilters) => ['leads', 'list', filters] as const,
  tabs: ['leads', 'tabs'] as const,
  detail: (id: string) => ['leads', 'detail', id] as const,
  history: (id: string) => ['leads', 'history', id] as const,
  recipients: (textSearch: string) => ['leads', 'recipients', textSearch] as const,
  recipient: (id: string) => ['leads', 'recipient', id] as const,
  leadTypes: (name: string) => ['leads', 'lead-types', name] as const,
  createSuggestion: (recipientId: string) => ['leads', 'create-suggestion', recipientId] as const,
  recipientRewards: (recipientId: string) => ['leads', 'recipient-rewards', recipientId] as const,
  myTags: ['leads', 'my-tags'] as const,
  tagSuggestions: (name: string) => ['leads', 'tag-suggestions', name] as const,
};

/** Query parameters of a list page: lists comma-joined; empty values are dropped. */
export const leadListParams = (filters: LeadsFilters, page: number) => ({
  type: filters.type,
  pipelines: filters.pipelines.join(','),
  leadTypes: filters.leadTypes.map((name) => name.toUpperCase()).join(','),
  connectedUserId: filters.connectedUserId,
  // Absent means every lead; the "Bookmarked only" switch asks for bookmarked ones.
  bookmark: filters.bookmarkedOnly ? 'true' : undefined,
  textSearch: filters.textSearch,
  page,
  offset: DEFAULT_PAGE_SIZE,
});
