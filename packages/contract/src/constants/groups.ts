/** The spec's wording (§8) of a join request's outcomes and of leaving a group. */
export const GROUP_MESSAGES = {
  requestSent: 'Your request has been sent to the owner.',
  left: 'You are leave group success.',
  requestRefused: 'Not allowed to request access',
} as const;

export const GROUP_REQUEST_NOTE_MAX = 500;
export const REVIEW_COMMENT_MAX = 1000;
