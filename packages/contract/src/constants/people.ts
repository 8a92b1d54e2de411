/**
 * The one person-name rule: a first or last name, trimmed, 1 to 80 characters. It holds for
 * accounts, lead contacts, subscribers, attendees and invitations alike, so a name a member
 * signed up with is accepted wherever it is asked again. The spec sets no limit; 80 is what the
 * accounts table has always held.
 */
export const PERSON_NAME_MAX = 80;
