/*
 * The contract's GROUP_MESSAGES, GROUP_REQUEST_NOTE_MAX and REVIEW_COMMENT_MAX, restated: they
 * sit in a module that builds zod schemas, which these screens do not otherwise load
 * (group-constants.test.ts checks that both sides agree).
 */

/** The spec's wording (§8) of a join request's outcomes and of leaving a group. */
export const GROUP_MESSAGES = {
  requestSent: 'Your request has been sent to the owner.',
  left: 'You are leave group success.',
  requestRefused: 'Not allowed to request access',
} as const;

export const GROUP_REQUEST_NOTE_MAX = 500;
export const REVIEW_COMMENT_MAX = 1000;

/** Our wording for the outcomes the spec leaves open. */
export const GROUP_TEXT = {
  joined: (name: string) => `You are now a member of ${name}.`,
  alreadyMember: 'You are already a member of this group.',
  ownerCannotLeave: 'Owners cannot leave the group they run.',
  membersOnly: 'Join this group to see its members, sub-groups and feed.',
  subgroupMembersOnly: 'Join this sub-group to see its members and feed.',
  reviewMembersOnly: 'Only members of this group can review it.',
  ownerCannotReview: 'Owners cannot review the group they run.',
  reviewCreated: 'Thank you for your review.',
  reviewUpdated: 'Your review has been updated.',
  requestApproved: 'Request approved.',
  requestDeclined: 'Request declined.',
  requestsOwnersOnly: "Only the group's owners can see its join requests.",
  groupNotFound: 'This group does not exist, or it is no longer available.',
} as const;
