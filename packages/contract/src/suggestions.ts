import { z } from 'zod';
import { SUGGESTION_REASONS, SUGGESTIONS_MAX } from './constants/connections.js';
import { profileCard } from './profile.js';

/**
 * Why a member is suggested (ADR 031): the kinds of leads they look for match the ones I pass,
 * we share a network group, we have connections in common (in my sectors or region), or they
 * passed business to members like me. `text` says it in words, as the screen shows it.
 */
export const suggestionReason = z.object({
  kind: z.enum(SUGGESTION_REASONS),
  text: z.string(),
});
export type SuggestionReason = z.infer<typeof suggestionReason>;

export const suggestion = z.object({
  member: profileCard,
  reasons: z.array(suggestionReason).min(1),
});
export type Suggestion = z.infer<typeof suggestion>;

export const suggestionsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(SUGGESTIONS_MAX).default(12),
});
export type SuggestionsQuery = z.infer<typeof suggestionsQuery>;
export const suggestionList = z.object({ rows: z.array(suggestion) });
export type SuggestionList = z.infer<typeof suggestionList>;

export const suggestionMemberParams = z.object({ memberId: z.uuid() });
export const dismissalResult = z.object({ memberId: z.uuid(), dismissed: z.boolean() });
export type DismissalResult = z.infer<typeof dismissalResult>;
