import { z } from 'zod';
import { PERSON_NAME_MAX } from './constants/people.js';

/** Account states. Only `active` members reach the product; others are held at /profile/me. */
export const userStatus = z.enum(['unverified', 'inactive', 'active', 'suspended', 'deleted']);
export type UserStatus = z.infer<typeof userStatus>;

/**
 * Password rule (the spec leaves it open): 8 to 128 characters with at least one letter and
 * one digit. The same schema validates the sign-up form and the server request.
 */
export const passwordSchema = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters')
  .regex(/[A-Za-z]/, 'Password must contain a letter')
  .regex(/\d/, 'Password must contain a number');

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email('Please enter a valid email address'));

/**
 * The one person-name rule (PERSON_NAME_MAX): a first or last name, trimmed, 1 to 80
 * characters, wherever a name is asked. `required` words the refusal of a blank one.
 */
export const personNameRule = (required = 'Required') =>
  z
    .string()
    .trim()
    .min(1, required)
    .max(PERSON_NAME_MAX, `Please use at most ${PERSON_NAME_MAX} characters`);
export const personName = personNameRule();

export const currentUser = z.object({
  _id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  status: userStatus,
  isOrgOwner: z.boolean(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type CurrentUser = z.infer<typeof currentUser>;

export const authSession = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  deviceId: z.string(),
  expiresIn: z.number().int(),
  user: currentUser,
});
export type AuthSession = z.infer<typeof authSession>;

export const deviceIdSchema = z
  .string()
  .trim()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

export const registerBody = z.object({
  email: emailSchema,
  password: passwordSchema,
  firstName: personName,
  lastName: personName,
  acceptTerms: z.literal(true, 'You must accept the terms and privacy policy'),
});
export type RegisterBody = z.infer<typeof registerBody>;
/** Query params on register: where the verification e-mail should send the member after. */
export const registerQuery = z.object({ prevUrl: z.string().max(500).optional() });

export const registerResult = z.object({ email: z.string() });

export const loginBody = z.object({
  email: emailSchema,
  password: z.string().min(1).max(128),
  isOrgOwner: z.boolean().default(false),
  deviceId: deviceIdSchema.optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

/** Two-factor sign-in (ADR 020). */
export const TWO_FACTOR_CHALLENGE_TTL_S = 300;
export const TRUSTED_DEVICE_TTL_DAYS = 30;
export const RECOVERY_CODE_COUNT = 10;

/**
 * POST /auth/login: signed in (a session), or the password was right and a second factor is
 * asked for, with a short-lived challenge to present with the code.
 */
export const loginResult = z.discriminatedUnion('status', [
  authSession.extend({ status: z.literal('signed_in') }),
  z.object({
    status: z.literal('two_factor_required'),
    challengeToken: z.string(),
    expiresIn: z.number().int(),
  }),
]);
export type LoginResult = z.infer<typeof loginResult>;

/** A six-digit authenticator code. */
export const totpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code');
/** A recovery code as shown (`abcde-12345`); case, spaces and dashes do not matter. */
export const recoveryCodeSchema = z
  .string()
  .trim()
  .min(10, 'Enter a recovery code like abcde-12345')
  .max(16, 'Enter a recovery code like abcde-12345');

/** Either an authenticator code or a recovery code, exactly one. */
const secondFactor = {
  code: totpCodeSchema.optional(),
  recoveryCode: recoveryCodeSchema.optional(),
};
const oneFactor = (value: { code?: string; recoveryCode?: string }) =>
  (value.code === undefined) !== (value.recoveryCode === undefined);
const oneFactorIssue = { message: 'Give an authenticator code or a recovery code', path: ['code'] };

export const loginTwoFactorBody = z
  .object({
    challengeToken: z.string().min(10).max(1000),
    rememberDevice: z.boolean().default(false),
    ...secondFactor,
  })
  .refine(oneFactor, oneFactorIssue);
export type LoginTwoFactorBody = z.input<typeof loginTwoFactorBody>;

export const twoFactorStatus = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  /** Unused recovery codes left. */
  recoveryCodesLeft: z.number().int(),
  /** An owner who enrolled cannot turn it off (ADR 020). */
  canDisable: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>;

export const twoFactorSetup = z.object({
  /** The `otpauth://` URI the QR code encodes. */
  otpauthUri: z.string(),
  /** The QR code as an SVG data URL. */
  qrCode: z.string(),
  /** The secret in base32, for typing into an authenticator by hand. */
  manualKey: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetup>;

export const twoFactorEnableBody = z.object({ code: totpCodeSchema });
/** Shown once: ten single-use codes. */
export const recoveryCodesResult = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesResult = z.infer<typeof recoveryCodesResult>;

/** Disable and regenerate: the password and a current code (authenticator or recovery). */
export const twoFactorConfirmBody = z
  .object({ password: z.string().min(1).max(128), ...secondFactor })
  .refine(oneFactor, oneFactorIssue);
export type TwoFactorConfirmBody = z.input<typeof twoFactorConfirmBody>;

export const refreshBody = z.object({
  refreshToken: z.string().min(10).max(200).optional(),
  deviceId: deviceIdSchema.optional(),
});

export const emailBody = z.object({ email: emailSchema });
export const tokenBody = z.object({ token: z.string().min(10).max(200) });
export const tokenQuery = z.object({ token: z.string().min(10).max(200) });

export const resetPasswordBody = z.object({
  token: z.string().min(10).max(200),
  newPassword: passwordSchema,
});

export const changePasswordBody = z.object({
  currentPassword: z.string().min(1).max(128),
  newPassword: passwordSchema,
});

/** POST /auth/sessions/revoke-others: every other session of the member ended. */
/**
 * One place a member is signed in (a refresh-token family): the browser and system its last
 * request came from, when it started and when it was last seen (its last token refresh, so to
 * within the 15-minute life of an access token).
 */
export const signedInSession = z.object({
  _id: z.uuid(),
  current: z.boolean(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  device: z.enum(['desktop', 'mobile', 'tablet', 'unknown']),
  signedInAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
});
export type SignedInSession = z.infer<typeof signedInSession>;
export const signedInSessions = z.array(signedInSession);

export const revokeOtherSessionsResult = z.object({ revoked: z.number().int().min(0) });
export type RevokeOtherSessionsResult = z.infer<typeof revokeOtherSessionsResult>;

export const changeEmailBody = z.object({
  newEmail: emailSchema,
  password: z.string().min(1).max(128),
});

export const inviteDetails = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});

export const completeInviteBody = z.object({
  token: z.string().min(10).max(200),
  password: passwordSchema,
  firstName: personName.optional(),
  lastName: personName.optional(),
  deviceId: deviceIdSchema.optional(),
});

export const subscriberVerificationQuery = z.object({ userId: z.uuid() });

export const messageResult = z.object({ message: z.string() });

/** Policy 0 is the privacy policy, 1 the terms and conditions. */
export const policyType = z.enum(['0', '1']);
export const policyParams = z.object({ type: policyType });
export const policy = z.object({
  type: z.number().int(),
  title: z.string(),
  content: z.string(),
  updatedAt: z.string(),
});
export type Policy = z.infer<typeof policy>;

export const faq = z.object({
  _id: z.uuid(),
  question: z.string(),
  answer: z.string(),
  category: z.string(),
});
export type Faq = z.infer<typeof faq>;
