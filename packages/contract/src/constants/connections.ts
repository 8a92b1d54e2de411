/** The connection tabs of spec §3, in order: All is no status filter. */
export const CONNECTION_TABS = [
  { label: 'All', status: undefined },
  { label: 'Connections', status: 'CONNECTED' },
  { label: 'Pending', status: 'REQUESTED' },
  { label: 'Rejected', status: 'REJECTED' },
] as const;

/** Who to meet next (ADR 031): why a member is suggested, and how many one answer holds at most. */
export const SUGGESTION_REASONS = ['looking_for', 'gave_business', 'mutual', 'group'] as const;
export type SuggestionReasonKind = (typeof SUGGESTION_REASONS)[number];
export const SUGGESTIONS_MAX = 24;
