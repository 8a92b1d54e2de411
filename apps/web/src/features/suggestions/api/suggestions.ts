import type { DismissalResult, SuggestionList } from '@nethub/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';

export const suggestionKeys = {
  all: ['suggestions'] as const,
  list: (limit: number) => ['suggestions', limit] as const,
};

export const getSuggestions = async (limit: number) =>
  unwrap(await api.get<Envelope<SuggestionList>>('/suggestions', { params: { limit } }));

export const useSuggestions = (limit: number) =>
  useQuery({ queryKey: suggestionKeys.list(limit), queryFn: () => getSuggestions(limit) });

const setDismissed = async (memberId: string, dismissed: boolean) => {
  const url = `/suggestions/dismissed/${encodeURIComponent(memberId)}`;
  return unwrap(
    dismissed
      ? await api.put<Envelope<DismissalResult>>(url)
      : await api.delete<Envelope<DismissalResult>>(url),
  );
};

/**
 * Dismiss a suggestion, or undo it. The list is not fetched again at once: the card stays in
 * place, saying it was dismissed, so "Undo" is where the member's eyes already are.
 */
export function useDismissSuggestion() {
  return useMutation({
    mutationFn: ({ memberId, dismissed }: { memberId: string; dismissed: boolean }) =>
      setDismissed(memberId, dismissed),
  });
}

/** Fetch suggestions again later (after connecting to one, for instance). */
export function useInvalidateSuggestions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: suggestionKeys.all });
}
