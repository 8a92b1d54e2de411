/** Our wording for the outcomes the spec leaves open (the spec's own: GROUP_MESSAGES). */
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

/** A member's role in a group, in the same words everywhere (About, Members). */
export const GROUP_ROLE_LABEL = { OWNER: 'Owner', MEMBER: 'Member' } as const;
