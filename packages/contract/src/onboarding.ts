import { z } from 'zod';
import { pushEndpointProblem, subscriptionEndpoint } from './push-endpoint.js';

/** The onboarding checklist of spec §3, in order, each ticked by the real event that completes it. */
export const ONBOARDING_STEPS = [
  { step: 'COMPLETED_PROFILE', label: 'Complete your profile' },
  { step: 'SETTING_UP_REWARD', label: 'Set up a reward' },
  { step: 'ADD_CONNECTIONS', label: 'Add connections' },
  { step: 'REQUESTED_MEETING', label: 'Request a meeting' },
  { step: 'CREATED_POST', label: 'Create a post' },
  { step: 'SETTING_UP_CAMPAIGN', label: 'Set up a campaign' },
  { step: 'PASSING_LEAD', label: 'Pass a lead' },
  { step: 'RECEIVES_LEAD', label: 'Receive a lead' },
  { step: 'RATES_A_NETWORKING', label: 'Rate a networking group' },
  { step: 'RECEIVES_INVITE_JOIN_THE_GROUPS', label: 'Get invited to join a group' },
] as const;
export const onboardingStep = z.enum(ONBOARDING_STEPS.map((s) => s.step) as [string, ...string[]]);
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number]['step'];

export const onboardingChecklist = z.object({
  steps: z.array(
    z.object({
      step: onboardingStep,
      label: z.string(),
      done: z.boolean(),
      completedAt: z.string().nullable(),
    }),
  ),
  totalDone: z.number().int(),
  total: z.number().int(),
  /** The member hid the card once every step was done (POST /users/onboarding/dismiss). */
  dismissed: z.boolean(),
});
export type OnboardingChecklist = z.infer<typeof onboardingChecklist>;

/** A native device token, or a browser's Web Push subscription as JSON (endpoint and keys). */
export const deviceTokenBody = z.object({ deviceToken: z.string().trim().min(1).max(2048) });
/** Registering a device: a Web Push subscription's endpoint must be https on a public host. */
export const deviceTokenRegistration = z.object({
  deviceToken: deviceTokenBody.shape.deviceToken.superRefine((token, ctx) => {
    const endpoint = subscriptionEndpoint(token);
    const problem = endpoint === undefined ? null : pushEndpointProblem(endpoint);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
});
export const deviceTokens = z.object({
  tokens: z.array(z.object({ deviceToken: z.string(), createdAt: z.string() })),
  pushEnabled: z.boolean(),
  /** The server's VAPID public key, for a browser's push subscription; null without Web Push. */
  vapidPublicKey: z.string().nullable(),
});
export type DeviceTokens = z.infer<typeof deviceTokens>;
