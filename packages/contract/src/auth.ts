import { z } from 'zod';
import { PERSON_NAME_MAX } from './constants/people.js';

/** Account states. Only `active` members reach the product; others are held at /profile/me. */
export const userStatus = z.enum(['unverified', 'inactive', 'active', 'suspended']);
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
