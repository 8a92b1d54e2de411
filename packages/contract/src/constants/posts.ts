export const POST_CONTENT_MAX = 3000;
export const POST_MEDIA_MAX = 4;
export const POST_RESPONSE_MAX = 1000;

export const POST_MESSAGES = {
  created: 'Your post has been published.',
  updated: 'Your post has been updated.',
  deactivated: 'Your post has been removed.',
} as const;
