/**
 * Error codes carried in `message` of an error body. The spec's catalogue (§8) plus the
 * generic codes we add. The web maps codes to wording in one place.
 */
export const ErrorCode = {
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  NOT_FOUND: 'NOT_FOUND',
  FORBIDDEN: 'FORBIDDEN',
  UNAUTHORIZED: 'UNAUTHORIZED',
  TOKEN_EXPIRED: 'TOKEN_EXPIRED',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  /** 503 with Retry-After: the database is briefly unreachable (restart, failover); retry soon. */
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  // media
  FILE_TOO_LARGE: 'FILE_TOO_LARGE',
  FILE_TYPE_NOT_ALLOWED: 'FILE_TYPE_NOT_ALLOWED',
  UPLOAD_NOT_FOUND: 'UPLOAD_NOT_FOUND',
  // auth
  USER_NOT_FOUND: 'USER_NOT_FOUND',
  PASSWORD_INCORRECT: 'PASSWORD_INCORRECT',
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  /** Right password, but the owner switch was ticked for a member account (ADR 019). */
  NOT_ORG_OWNER: 'NOT_ORG_OWNER',
  USER_EXISTED: 'USER_EXISTED',
  USER_IMPORTED_INACTIVE: 'USER_IMPORTED_INACTIVE',
  INVALID_TOKEN: 'INVALID_TOKEN',
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  // two-factor sign-in (ADR 020)
  /** The authenticator or recovery code is wrong, already used, or from a step already used. */
  TWO_FACTOR_CODE_INVALID: 'TWO_FACTOR_CODE_INVALID',
  /** The sign-in challenge (5 minutes) expired or is not one: sign in with the password again. */
  TWO_FACTOR_CHALLENGE_EXPIRED: 'TWO_FACTOR_CHALLENGE_EXPIRED',
  /** An organisation owner who enrolled keeps two-factor sign-in on (policy, ADR 020). */
  TWO_FACTOR_REQUIRED_FOR_OWNER: 'TWO_FACTOR_REQUIRED_FOR_OWNER',
  TWO_FACTOR_ALREADY_ENABLED: 'TWO_FACTOR_ALREADY_ENABLED',
  /** Disabling or regenerating codes needs two-factor sign-in on; enabling needs a setup first. */
  TWO_FACTOR_NOT_ENABLED: 'TWO_FACTOR_NOT_ENABLED',
  TWO_FACTOR_SETUP_REQUIRED: 'TWO_FACTOR_SETUP_REQUIRED',
  // a member's own data (ADR 024)
  /** An archive is already being built: wait for its mail. */
  DATA_EXPORT_IN_PROGRESS: 'DATA_EXPORT_IN_PROGRESS',
  /** The archive's 7 days are over (or it was never built): ask for a new one. */
  DATA_EXPORT_EXPIRED: 'DATA_EXPORT_EXPIRED',
  /** An organisation owner deletes their account once no organisation is theirs. */
  OWNS_ORGANIZATION: 'OWNS_ORGANIZATION',
  /** Deleting the account of a member enrolled in two-factor sign-in needs a code. */
  TWO_FACTOR_CODE_REQUIRED: 'TWO_FACTOR_CODE_REQUIRED',
  // connections (later issues)
  ALREADY_CONNECTED: 'ALREADY_CONNECTED',
  ALREADY_SENT_REQUEST: 'ALREADY_SENT_REQUEST',
  RECIPIENT_IS_ORG_OWNER: 'RECIPIENT_IS_ORG_OWNER',
  RECIPIENT_NOT_FOUND: 'RECIPIENT_NOT_FOUND',
  CANNOT_CONNECT_TO_SELF: 'CANNOT_CONNECT_TO_SELF',
  // leads
  LEAD_RECIPIENT_NOT_CONNECTED: 'LEAD_RECIPIENT_NOT_CONNECTED',
  /** A closed value belongs to a converted lead; move it to Converted first. */
  LEAD_NOT_CONVERTED: 'LEAD_NOT_CONVERTED',
  // ledger
  /** Only a reward earned by a converted lead passed under it can be marked paid. */
  REWARD_NOT_OWED: 'REWARD_NOT_OWED',
  // onboarding
  /** The getting-started card can be dismissed only once every step is done. */
  ONBOARDING_NOT_COMPLETE: 'ONBOARDING_NOT_COMPLETE',
  // groups
  /** Shown as the warning "Not allowed to request access". */
  GROUP_REQUEST_NOT_ALLOWED: 'GROUP_REQUEST_NOT_ALLOWED',
  ALREADY_GROUP_MEMBER: 'ALREADY_GROUP_MEMBER',
  GROUP_MEMBERS_ONLY: 'GROUP_MEMBERS_ONLY',
  /** An owner cannot leave (or review) the group they run. */
  GROUP_OWNER_ACTION: 'GROUP_OWNER_ACTION',
  // chat
  /** Direct messages go between connections (or members of a shared group). */
  CHAT_NOT_ALLOWED: 'CHAT_NOT_ALLOWED',
  CHAT_TOKEN_EXPIRED: 'CHAT_TOKEN_EXPIRED',
  /** An edit made against a version of the message that is no longer the latest. */
  MESSAGE_CHANGED: 'MESSAGE_CHANGED',
  /** A deleted message cannot be edited or reacted to. */
  MESSAGE_DELETED: 'MESSAGE_DELETED',
  // community posts (ADR 032)
  /** A mentioned member cannot see the post (not in its group, or not an active member). */
  MENTION_NOT_ALLOWED: 'MENTION_NOT_ALLOWED',
  // subscriptions, events and payments
  /** The purchase is paid (or the subscription's period is still running): nothing to pay. */
  ALREADY_PAID: 'ALREADY_PAID',
  /** The plan or event is not on sale (taken off sale, or the event has passed). */
  NOT_ON_SALE: 'NOT_ON_SALE',
  EVENT_SOLD_OUT: 'EVENT_SOLD_OUT',
  /** The payment provider could not make a checkout session ("unable to generate a payment link"). */
  PAYMENT_UNAVAILABLE: 'PAYMENT_UNAVAILABLE',
  /** A webhook whose signature does not verify. */
  INVALID_SIGNATURE: 'INVALID_SIGNATURE',
  // one-to-one meetings (ADR 028)
  /** Meetings are proposed to connections only. */
  MEETING_NOT_CONNECTED: 'MEETING_NOT_CONNECTED',
  /** The meeting is not in a state that allows this (answered, declined, cancelled, or not your turn). */
  MEETING_STATE: 'MEETING_STATE',
  /** The booking link was asked for, but the proposer's profile has no meeting link. */
  NO_BOOKING_LINK: 'NO_BOOKING_LINK',
  // platform administration (ADR 023)
  /** An administrator cannot suspend their own account. */
  ADMIN_SELF_ACTION: 'ADMIN_SELF_ACTION',
  // reports (ADR 029)
  /** The reporter already has an open report on this item. */
  REPORT_EXISTS: 'REPORT_EXISTS',
  /** The report was already acted on. */
  REPORT_CLOSED: 'REPORT_CLOSED',
  /** The action does not apply to this kind of item (a profile is not removed). */
  REPORT_ACTION_UNAVAILABLE: 'REPORT_ACTION_UNAVAILABLE',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
