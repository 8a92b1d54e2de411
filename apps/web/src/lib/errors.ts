import { ErrorCode } from '@nethub/contract/constants';
import type { ErrorBody } from '@nethub/contract';
import { isHttpError } from './http';

/** Every message the user reads about an outcome, worded as in the spec's catalogue (§8). */
export const MESSAGES = {
  incorrectCredentials: 'Incorrect username or password',
  emailNotVerified: 'Email not verified.',
  /** Not in the catalogue (ADR 019): a member with the right password ticked the owner switch. */
  notOrgOwner: 'This account is a member account: sign in without "Sign in as organisation owner".',
  accountSuspended: 'This account has been suspended. Please contact support.',
  adminSelfAction: 'You cannot suspend your own account.',
  reportExists: 'You have already reported this. An administrator will look at it soon.',
  reportGone: 'This is no longer available to report.',
  reportClosed: 'This report was already dealt with.',
  reportActionUnavailable: 'A profile cannot be removed: suspend its member instead.',
  ownerIsMember:
    'This e-mail belongs to a member account. An organisation owner needs an account of their own: use another e-mail.',
  emailTaken: 'This email has already been registered. Please use another email.',
  importedInactive: {
    text: 'Your email has been invited by a group admin, please check your inbox to verify. If not received, please',
    action: 'click here',
    suffix: 'to resend',
  },
  forgotPasswordSent: 'An email has been sent. Please check your inbox.',
  resetTokenExpired: 'Your token has been used or expired. Please reset again',
  passwordReset: 'The password has been updated. Please login again',
  resetFailed: 'Something went wrong. Please enter your password again',
  verifyTokenExpired: 'Your token has been used or expired.',
  inviteTokenExpired:
    'This invitation has been used or has expired. Please ask your group admin to invite you again.',
  verificationSent: 'A verification email has been sent. Please check your inbox.',
  passwordUpdated: 'Password updated successfully',
  currentPasswordIncorrect: 'Current password is incorrect',
  passwordIncorrect: 'Password is incorrect',
  emailUpdated: 'Email updated successfully',
  emailInUse: 'A user with that email is already registered.',
  profileFetchFailed: 'An error occurred when fetching your profile',
  sectorsFetchFailed: 'Get sectors fail',
  profileUpdated: 'Profile updated successfully',
  meetingLinkUpdated: 'Calendly successfully updated',
  preferenceUpdated: 'Preference updated successfully',
  updated: 'Updated',
  checkFields: 'Please check the highlighted fields.',
  choiceGone: 'A sector, country or region you chose is no longer available. Please choose again.',
  memberNotFound: 'This member does not exist or has left Net Hub.',
  noteRejected: 'This note could not be saved. Please check it and try again.',
  contactSent: 'Thank you for your message. We will get back to you within two working days.',
  contactRateLimited: 'You have sent several messages in a short time. Please try again later.',
  sessionExpired: 'Please login again',
  quotaExhausted: 'You have exhausted your API Request Quota',
  accountThrottled: (seconds: number) =>
    `Too many attempts for this account. Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
  otherSessionsSignedOut: 'You have been signed out everywhere else.',
  sessionSignedOut: 'That session has been signed out.',
  twoFactorCodeInvalid: 'That code is not right, or it was already used. Please try again.',
  twoFactorChallengeExpired: 'The sign-in took too long. Please enter your password again.',
  twoFactorRequiredForOwner:
    'Organisation owners keep two-factor sign-in on once they have set it up.',
  twoFactorAlreadyEnabled: 'Two-factor sign-in is already on.',
  twoFactorNotEnabled: 'Two-factor sign-in is not on.',
  twoFactorSetupRequired: 'Please start the set-up again: scan a new QR code.',
  twoFactorEnabled: 'Two-factor sign-in is on.',
  dataExportReady: 'Your data is ready. We also sent you an e-mail with the link.',
  dataExportInProgress: 'Your data is still being prepared. We will e-mail you when it is ready.',
  dataExportExpired: 'This download has expired. Please ask for a new one.',
  ownsOrganization:
    'You own an organisation. Hand it over or close it before you delete your account.',
  twoFactorCodeRequired: 'Please enter the code from your authenticator app, or a recovery code.',
  twoFactorDisabled: 'Two-factor sign-in is off.',
  serviceUnavailable: 'Net Hub is briefly unavailable. Please try again in a moment.',
  mentionNotAllowed:
    'Someone you mentioned cannot see this post. Mention only members who can (in a group: its members).',
  generic: 'Something went wrong. Please check your internet connection and try again.',
  downloadFailed: 'Unable to download file, please try again.',
  uploaded: (name: string) => `Uploaded ${name}`,
  mediaDeleted: (name: string) => `Deleted ${name}`,
  uploadLinkExpired: 'The upload link expired before the file was sent. Please try again.',
  uploadNotFound: 'The uploaded file could not be found. Please upload it again.',
  uploadUnreachable:
    'The upload did not reach the file store. Check your connection and try again.',
  connectRequestSent: 'Your request to connect has been sent.',
  alreadyConnected: 'You are already connected to this contact',
  alreadySentRequest: 'You have already sent a request to this email address',
  recipientIsOrgOwner:
    "You can't connect to this account because it is registered as the Network Group in Net Hub.",
  cannotConnectToSelf: 'Unable to connect to yourself',
  connectedWith: (name: string) => `You are now connected with ${name}.`,
  invitationSent: (email: string) =>
    `Invitation sent to ${email}. Your request will be waiting for them when they join Net Hub.`,
  connectionDeclined: (name: string) => `You declined the request from ${name}.`,
  requestWithdrawn: (name: string) => `Your request to ${name} was withdrawn.`,
  disconnected: (name: string) => `You are no longer connected with ${name}.`,
  connectionRemoved: (name: string) => `${name} was removed from your list.`,
  leadSent: 'The lead has been sent to your connection.',
  leadRecipientNotConnected: 'You can only pass leads to your connections.',
  leadNotAvailable: 'This lead does not exist, or it was not passed to or by you.',
  onboardingNotComplete: 'Finish every step of the checklist before you hide it.',
  rewardAdded: 'New reward has been added',
  rewardNotAvailable:
    'This reward does not exist, has ended, or is not offered to you. It may have been switched off by its owner.',
  audienceNotConnected: 'Choose among your connections',
} as const;

export type ErrorContext =
  | 'general'
  | 'login'
  | 'signUp'
  | 'forgotPassword'
  | 'resetPassword'
  | 'verifyEmail'
  | 'completeInvite'
  | 'changePassword'
  | 'changeEmail'
  | 'twoFactor'
  | 'ownData'
  | 'profile'
  | 'note'
  | 'connect'
  | 'lead'
  | 'reward'
  | 'admin'
  | 'report';

const CONTEXT_MESSAGES: Record<ErrorContext, Partial<Record<ErrorCode, string>>> = {
  general: {
    [ErrorCode.TOO_MANY_REQUESTS]: MESSAGES.quotaExhausted,
    [ErrorCode.SERVICE_UNAVAILABLE]: MESSAGES.serviceUnavailable,
    [ErrorCode.ONBOARDING_NOT_COMPLETE]: MESSAGES.onboardingNotComplete,
    [ErrorCode.MENTION_NOT_ALLOWED]: MESSAGES.mentionNotAllowed,
  },
  login: {
    [ErrorCode.VALIDATION_ERROR]: MESSAGES.incorrectCredentials,
    [ErrorCode.USER_NOT_FOUND]: MESSAGES.incorrectCredentials,
    [ErrorCode.PASSWORD_INCORRECT]: MESSAGES.incorrectCredentials,
    [ErrorCode.EMAIL_NOT_VERIFIED]: MESSAGES.emailNotVerified,
    [ErrorCode.NOT_ORG_OWNER]: MESSAGES.notOrgOwner,
    [ErrorCode.ACCOUNT_SUSPENDED]: MESSAGES.accountSuspended,
    [ErrorCode.TWO_FACTOR_CODE_INVALID]: MESSAGES.twoFactorCodeInvalid,
    [ErrorCode.TWO_FACTOR_CHALLENGE_EXPIRED]: MESSAGES.twoFactorChallengeExpired,
  },
  twoFactor: {
    [ErrorCode.PASSWORD_INCORRECT]: MESSAGES.passwordIncorrect,
    [ErrorCode.TWO_FACTOR_CODE_INVALID]: MESSAGES.twoFactorCodeInvalid,
    [ErrorCode.TWO_FACTOR_REQUIRED_FOR_OWNER]: MESSAGES.twoFactorRequiredForOwner,
    [ErrorCode.TWO_FACTOR_ALREADY_ENABLED]: MESSAGES.twoFactorAlreadyEnabled,
    [ErrorCode.TWO_FACTOR_NOT_ENABLED]: MESSAGES.twoFactorNotEnabled,
    [ErrorCode.TWO_FACTOR_SETUP_REQUIRED]: MESSAGES.twoFactorSetupRequired,
  },
  ownData: {
    [ErrorCode.PASSWORD_INCORRECT]: MESSAGES.passwordIncorrect,
    [ErrorCode.TWO_FACTOR_CODE_INVALID]: MESSAGES.twoFactorCodeInvalid,
    [ErrorCode.TWO_FACTOR_CODE_REQUIRED]: MESSAGES.twoFactorCodeRequired,
    [ErrorCode.OWNS_ORGANIZATION]: MESSAGES.ownsOrganization,
    [ErrorCode.DATA_EXPORT_IN_PROGRESS]: MESSAGES.dataExportInProgress,
    [ErrorCode.DATA_EXPORT_EXPIRED]: MESSAGES.dataExportExpired,
  },
  signUp: {
    [ErrorCode.USER_EXISTED]: MESSAGES.emailTaken,
    [ErrorCode.USER_IMPORTED_INACTIVE]: Object.values(MESSAGES.importedInactive).join(' '),
  },
  forgotPassword: {
    [ErrorCode.INVALID_TOKEN]: MESSAGES.resetTokenExpired,
  },
  resetPassword: {
    [ErrorCode.VALIDATION_ERROR]: MESSAGES.resetTokenExpired,
    [ErrorCode.INVALID_TOKEN]: MESSAGES.resetTokenExpired,
  },
  verifyEmail: { [ErrorCode.INVALID_TOKEN]: MESSAGES.verifyTokenExpired },
  completeInvite: { [ErrorCode.INVALID_TOKEN]: MESSAGES.inviteTokenExpired },
  changePassword: { [ErrorCode.PASSWORD_INCORRECT]: MESSAGES.currentPasswordIncorrect },
  changeEmail: {
    [ErrorCode.USER_EXISTED]: MESSAGES.emailInUse,
    [ErrorCode.PASSWORD_INCORRECT]: MESSAGES.passwordIncorrect,
  },
  profile: {
    [ErrorCode.VALIDATION_ERROR]: MESSAGES.checkFields,
    [ErrorCode.NOT_FOUND]: MESSAGES.choiceGone,
  },
  note: { [ErrorCode.VALIDATION_ERROR]: MESSAGES.noteRejected },
  connect: {
    [ErrorCode.ALREADY_CONNECTED]: MESSAGES.alreadyConnected,
    [ErrorCode.ALREADY_SENT_REQUEST]: MESSAGES.alreadySentRequest,
    [ErrorCode.RECIPIENT_IS_ORG_OWNER]: MESSAGES.recipientIsOrgOwner,
    [ErrorCode.CANNOT_CONNECT_TO_SELF]: MESSAGES.cannotConnectToSelf,
    [ErrorCode.RECIPIENT_NOT_FOUND]: MESSAGES.memberNotFound,
  },
  lead: {
    [ErrorCode.VALIDATION_ERROR]: MESSAGES.checkFields,
    [ErrorCode.LEAD_RECIPIENT_NOT_CONNECTED]: MESSAGES.leadRecipientNotConnected,
  },
  reward: { [ErrorCode.VALIDATION_ERROR]: MESSAGES.checkFields },
  admin: {
    [ErrorCode.ADMIN_SELF_ACTION]: MESSAGES.adminSelfAction,
    [ErrorCode.USER_EXISTED]: MESSAGES.ownerIsMember,
    [ErrorCode.REPORT_CLOSED]: MESSAGES.reportClosed,
    [ErrorCode.REPORT_ACTION_UNAVAILABLE]: MESSAGES.reportActionUnavailable,
  },
  report: {
    [ErrorCode.REPORT_EXISTS]: MESSAGES.reportExists,
    [ErrorCode.NOT_FOUND]: MESSAGES.reportGone,
  },
};

/** What a context says for any other server answer (the catalogue's "generic" rows). */
const CONTEXT_FALLBACK: Partial<Record<ErrorContext, string>> = {
  resetPassword: MESSAGES.resetFailed,
};

export const getErrorStatus = (error: unknown) =>
  isHttpError(error) ? error.response?.status : undefined;

export const getErrorCode = (error: unknown): string | undefined =>
  isHttpError<ErrorBody>(error) ? error.response?.data?.message : undefined;

export const hasErrorCode = (error: unknown, code: ErrorCode) => getErrorCode(error) === code;

export function getErrorDetails<T>(error: unknown): Partial<T> {
  const details = isHttpError<ErrorBody>(error) ? error.response?.data?.details : undefined;
  return details && typeof details === 'object' ? (details as Partial<T>) : {};
}

/** Field errors of a VALIDATION_ERROR: `details` is `[{ field: 'body.website', message }]`. */
export function getFieldErrors(error: unknown): Record<string, string> {
  const details = isHttpError<ErrorBody>(error) ? error.response?.data?.details : undefined;
  const fieldErrors: Record<string, string> = {};
  if (!Array.isArray(details)) return fieldErrors;
  for (const item of details as unknown[]) {
    if (!item || typeof item !== 'object') continue;
    const { field, message } = item as { field?: unknown; message?: unknown };
    if (typeof field !== 'string' || typeof message !== 'string') continue;
    const name = field.replace(/^(body|querystring|params)\./, '').split('.')[0];
    if (name && !fieldErrors[name]) fieldErrors[name] = message;
  }
  return fieldErrors;
}

const isKnownCode = (code: string | undefined | null): code is ErrorCode =>
  !!code && Object.hasOwn(ErrorCode, code);

/** The wording for an error code alone (the /error page receives only the code). */
export function describeErrorCode(code: string | null, context: ErrorContext = 'general') {
  if (!isKnownCode(code)) return MESSAGES.generic;
  return CONTEXT_MESSAGES[context][code] ?? CONTEXT_MESSAGES.general[code] ?? MESSAGES.generic;
}

export function getErrorMessage(error: unknown, context: ErrorContext = 'general'): string {
  // No response at all: the network failed, say so ("Network Error").
  if (isHttpError(error) && !error.response) return error.message;
  if (getErrorStatus(error) === 429) {
    // The per-account sign-in throttle says how long to wait; the per-address limit does not.
    const { scope, retryAfter } = getErrorDetails<{ scope: string; retryAfter: number }>(error);
    if (scope === 'account' && typeof retryAfter === 'number')
      return MESSAGES.accountThrottled(Math.max(1, Math.ceil(retryAfter)));
    return MESSAGES.quotaExhausted;
  }
  if (getErrorCode(error) === ErrorCode.SERVICE_UNAVAILABLE) return MESSAGES.serviceUnavailable;
  const code = getErrorCode(error);
  const specific = isKnownCode(code) ? CONTEXT_MESSAGES[context][code] : undefined;
  return specific ?? CONTEXT_FALLBACK[context] ?? describeErrorCode(code ?? null);
}
