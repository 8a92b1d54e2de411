import { z } from 'zod';
import { personName } from './auth.js';
import { PLAN_DESCRIPTION_MAX, PLAN_NAME_MAX, PLAN_PRICE_MAX } from './constants/sales.js';
import { listQuery, listResponse, optionalText } from './common.js';
import { organizationSummary, subscriptionPeriod } from './groups.js';
import { currency, profileCard } from './profile.js';

/**
 * Subscriptions (spec §3 "Subscriber", §7 "Subscriptions, events"). A **plan** is what a group
 * sells (price, currency, period); a **subscriber** is one account's subscription to one plan
 * (one row per plan and account, reused on renewal). Paying for a subscriber through the
 * checkout activates it for one period and joins the account to the plan's group (and its chat).
 * Statuses: `pending` (waiting for payment), `active` (paid, period running), `cancelled`
 * (checkout abandoned or cancelled before the first payment), `expired` (the paid period ended;
 * computed when read, so nothing has to sweep the table).
 */
export const subscriberStatus = z.enum(['pending', 'active', 'cancelled', 'expired']);
export type SubscriberStatus = z.infer<typeof subscriberStatus>;

/** A plan's public face: nothing in it belongs to a member. */
export const planCard = z.object({
  _id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  price: z.number(),
  currency,
  period: subscriptionPeriod,
  group: z.object({
    _id: z.uuid(),
    name: z.string(),
    description: z.string().nullable(),
    memberCount: z.number().int(),
    averageRating: z.number(),
    reviewCount: z.number().int(),
    /** Signed, expiring links to the pictures, when there are any. */
    coverUrl: z.string().nullable(),
  }),
  organization: organizationSummary,
});
export type PlanCard = z.infer<typeof planCard>;

/** My subscriber record for a plan, when I have one. */
export const mySubscription = z.object({
  subscriberId: z.uuid(),
  status: subscriberStatus,
  /** When the current paid period ends; null before the first payment. */
  endsAt: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export type MySubscription = z.infer<typeof mySubscription>;

/** A row of GET /new-subscriptions and the body of GET /new-subscriptions/{id}. */
export const subscriptionOffer = planCard.extend({ mine: mySubscription.nullable() });
export type SubscriptionOffer = z.infer<typeof subscriptionOffer>;

/**
 * GET /new-subscriptions: `type=own` lists the plans I subscribe to (any status, `status`
 * filters), `type=live` the plans on sale (`groupId` narrows to one group).
 */
export const subscriptionListQuery = listQuery.extend({
  type: z.enum(['own', 'live']).default('live'),
  status: subscriberStatus.optional(),
  groupId: z.uuid().optional(),
});
export type SubscriptionListQuery = z.input<typeof subscriptionListQuery>;
export const subscriptionOfferList = listResponse(subscriptionOffer);
export type SubscriptionOfferList = z.infer<typeof subscriptionOfferList>;

/** POST /new-subscriptions/{id}/subscribe (signed in): my subscriber record, ready to pay. */
export const subscribeResult = z.object({ subscriberId: z.uuid() });

/**
 * GET /new-subscriptions/subscriber/{id}: what the payment page shows. The id is the capability
 * (it is only ever mailed to or returned to the subscriber), so this answers without sign-in and
 * carries the plan and the subscriber's first name — never an e-mail, phone or profile field.
 */
export const subscriberSummary = z.object({
  _id: z.uuid(),
  status: subscriberStatus,
  firstName: z.string(),
  endsAt: z.string().nullable(),
  plan: planCard,
});
export type SubscriberSummary = z.infer<typeof subscriberSummary>;

// Public (no account) ----------------------------------------------------------------------------

export const publicPlanListQuery = listQuery.extend({ groupId: z.uuid().optional() });
export const planCardList = listResponse(planCard);
export type PlanCardList = z.infer<typeof planCardList>;

/**
 * POST /public/subscriptions/{id}/subscribe: the public subscription form. A new e-mail gets an
 * account (inactive until the subscriber sets a password through the link mailed after payment);
 * a known e-mail is used as it is. The answer is the same either way.
 */
export const publicSubscribeBody = z.object({
  firstName: personName,
  lastName: personName,
  email: z.email().trim().toLowerCase().max(254),
  consent: z.literal(true),
});
export type PublicSubscribeBody = z.input<typeof publicSubscribeBody>;

// Owner console -----------------------------------------------------------------------------------

export const planBody = z.object({
  name: z.string().trim().min(1).max(PLAN_NAME_MAX),
  description: optionalText(PLAN_DESCRIPTION_MAX),
  price: z.number().min(0.5).max(PLAN_PRICE_MAX).multipleOf(0.01),
  currency,
  period: subscriptionPeriod,
});
/** POST /new-subscriptions (owner): a plan for one of my groups. */
export const createPlanBody = planBody.extend({
  groupId: z.uuid(),
  active: z.boolean().default(true),
});
export type CreatePlanBody = z.input<typeof createPlanBody>;
/** PUT /new-subscriptions/{id} (owner); `active: false` takes the plan off sale. */
export const updatePlanBody = planBody.partial().extend({ active: z.boolean().optional() });
export type UpdatePlanBody = z.input<typeof updatePlanBody>;

export const ownerPlan = planCard.extend({
  active: z.boolean(),
  activeSubscribers: z.number().int(),
});
export type OwnerPlan = z.infer<typeof ownerPlan>;
export const ownerPlanList = listResponse(ownerPlan);

/** GET /new-subscriptions/members (owner): the subscribers of my plans. */
export const subscriberListQuery = listQuery.extend({
  /** Defaults to the owner's first organisation. */
  organizationId: z.uuid().optional(),
  planId: z.uuid().optional(),
  groupId: z.uuid().optional(),
  status: subscriberStatus.optional(),
});
export type SubscriberListQuery = z.input<typeof subscriberListQuery>;
export const subscriberRow = z.object({
  _id: z.uuid(),
  status: subscriberStatus,
  member: profileCard,
  /** The owner sees the subscriber's address: they bill them. */
  email: z.string(),
  plan: z.object({ _id: z.uuid(), name: z.string(), groupName: z.string() }),
  paidAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  createdAt: z.string(),
});
export type SubscriberRow = z.infer<typeof subscriberRow>;
export const subscriberList = listResponse(subscriberRow);

/**
 * POST /new-subscriptions/members/create (owner): adds someone to a plan. A new e-mail gets an
 * invited account (USER_IMPORTED_INACTIVE until they complete the invitation); the subscriber
 * starts `pending` and is mailed the payment link. `avatarUploadId` comes from
 * POST /new-subscriptions/members/upload-new-user-avatar and is used for a new account only.
 */
export const createSubscriberBody = z.object({
  planId: z.uuid(),
  email: z.email().trim().toLowerCase().max(254),
  firstName: personName,
  lastName: personName,
  avatarUploadId: z.uuid().optional(),
});
export type CreateSubscriberBody = z.input<typeof createSubscriberBody>;
/**
 * POST /new-subscriptions/members/upload-new-user-avatar: the image is uploaded like any file
 * (presign, PUT, confirm — it lands in the owner's media library); this checks it is the owner's
 * image and answers the id to pass as `avatarUploadId` and a preview URL.
 */
export const newUserAvatarBody = z.object({ mediaId: z.uuid() });
export const avatarUploadResult = z.object({ avatarUploadId: z.uuid(), url: z.string() });

// Payments -----------------------------------------------------------------------------------------

/**
 * POST /payment/checkout-session: `subscriberId` or `ticketId` (exactly one). The spec's payload
 * is `{ subscriberId }`, so an event ticket's id is taken there too. Answers the hosted
 * checkout's address; an open session for the same purchase is reused, and a paid one is refused
 * (`ALREADY_PAID`), so a double click never charges twice.
 */
export const checkoutSessionBody = z
  .object({
    subscriberId: z
      .uuid()
      .optional()
      .describe("A subscriber's id, or an event ticket's id (the spec's payload for both)."),
    ticketId: z.uuid().optional().describe("An event ticket's id."),
  })
  .refine((body) => Boolean(body.subscriberId) !== Boolean(body.ticketId), {
    message: 'Give a subscriberId or a ticketId',
  });
export type CheckoutSessionBody = z.input<typeof checkoutSessionBody>;
export const checkoutSession = z.object({ sessionId: z.string(), url: z.string() });
export type CheckoutSession = z.infer<typeof checkoutSession>;

/** Where the checkout sends the buyer back: `payment=success|cancelled` on the return page. */
export const paymentReturn = z.enum(['success', 'cancelled']);
