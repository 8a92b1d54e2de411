export const POST_CONTENT_MAX = 3000;
export const POST_MEDIA_MAX = 4;
export const POST_RESPONSE_MAX = 1000;

export const POST_MESSAGES = {
  created: 'Your post has been published.',
  updated: 'Your post has been updated.',
  deactivated: 'Your post has been removed.',
} as const;

/**
 * Reactions on posts and responses (issue 20): one per member per item, as LinkedIn does, with
 * the words a screen reader says for each.
 */
export const POST_REACTIONS = ['👍', '👏', '💡', '❤️', '🎉'] as const;
export type PostReaction = (typeof POST_REACTIONS)[number];
export const POST_REACTION_NAMES: Record<PostReaction, string> = {
  '👍': 'Like',
  '👏': 'Applause',
  '💡': 'Insightful',
  '❤️': 'Love',
  '🎉': 'Celebrate',
};

/** At most this many members mentioned in one post or response (issue 20). */
export const MENTIONS_MAX = 20;
/** Suggestions the composer shows for `@` + letters. */
export const MENTION_SUGGESTIONS_MAX = 8;
