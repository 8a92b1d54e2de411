/** What the console tells the owner about an outcome. */
export const CONSOLE_MESSAGES = {
  organizationUpdated: 'Organisation updated',
  groupCreated: 'Group created',
  subgroupCreated: 'Sub-group created',
  groupUpdated: 'Group updated',
  invitationSent: 'Invitation sent',
  addedToGroup: 'Added to the group',
  alreadyInGroup: 'This member is already in the group.',
} as const;
