import { z } from 'zod';
import {
  LEAD_DETAILS_MAX_LENGTH,
  LEAD_SOURCE_MAX,
  LEAD_STATUSES,
  LEAD_TAG_MAX_LENGTH,
  LEAD_TAGS_MAX,
  LEAD_TYPE_NAME_MAX,
  LEAD_VALUE_MAX,
} from './constants/leads.js';
import { listQuery, listResponse, optionalPhoneNumber, optionalText } from './common.js';
import { emailSchema, personName } from './auth.js';
import { currency, profileCard } from './profile.js';

/**
 * A lead is a business opportunity one member (the giver) passes to a connected member (the
 * receiver). The spec leaves the pipeline open; ours follows a sale from first touch to outcome.
 * Only the receiver moves a lead along it, to any stage, in any order (a deal can go back from
 * "proposal" to "meeting"); CONVERTED is the stage that counts as revenue on the dashboard.
 */
export const leadStatus = z.enum(LEAD_STATUSES);

/** Seen from me: `incoming` — given to me; `outgoing` — I gave it (spec: "incoming or other"). */
export const leadDirection = z.enum(['incoming', 'outgoing']);
export type LeadDirection = z.infer<typeof leadDirection>;

const tagName = z.string().trim().min(1).max(LEAD_TAG_MAX_LENGTH);

/** A lead type: a shared vocabulary ("Accounting", "Office lease"); typing a new name adds it. */
export const leadType = z.object({ _id: z.uuid(), name: z.string() });
export type LeadType = z.infer<typeof leadType>;

export const leadContact = z.object({
  firstName: personName,
  lastName: personName,
  email: emailSchema,
  phone: optionalPhoneNumber,
  company: optionalText(120),
  jobTitle: optionalText(120),
});

/**
 * POST /leads. The tags-vs-source rule of spec §5, checked here and on the server against the
 * receiver's lead tags: when the receiver has tags, at least one of them is required and
 * `sourceOfLead` is dropped; when they have none, `sourceOfLead` is required.
 */
export const createLeadBody = z.object({
  receiverId: z.uuid(),
  leadTypeName: z.string().trim().min(1).max(LEAD_TYPE_NAME_MAX),
  tags: z.array(tagName).max(LEAD_TAGS_MAX).default([]),
  sourceOfLead: optionalText(LEAD_SOURCE_MAX),
  contact: leadContact,
  estimatedValue: z.coerce.number().min(0).max(LEAD_VALUE_MAX).multipleOf(0.01),
  currency,
  details: optionalText(LEAD_DETAILS_MAX_LENGTH),
  /** One of the receiver's active rewards or campaigns offered to me (GET /rewards/availability). */
  rewardId: z.uuid().optional(),
});
export type CreateLeadBody = z.input<typeof createLeadBody>;

export const lead = z.object({
  _id: z.uuid(),
  direction: leadDirection,
  status: leadStatus,
  bookmark: z.boolean(),
  leadType,
  tags: z.array(z.string()),
  sourceOfLead: z.string().nullable(),
  contact: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    company: z.string().nullable(),
    jobTitle: z.string().nullable(),
  }),
  estimatedValue: z.number(),
  currency,
  details: z.string().nullable(),
  giver: profileCard,
  receiver: profileCard,
  /** The receiver's reward the lead was passed under, if any. */
  reward: z.object({ _id: z.uuid(), title: z.string() }).nullable(),
  createdAt: z.string(),
  statusChangedAt: z.string(),
  /** When it reached CONVERTED (null at any other stage). */
  convertedAt: z.string().nullable(),
  /**
   * The value of the business closed, recorded by the receiver at conversion in their currency
   * (null until converted): what the referral ledger counts (ADR 027).
   */
  closedValue: z.number().nullable(),
  closedCurrency: currency.nullable(),
  /** A converted lead passed under a reward: the day the receiver paid the reward (null: owed). */
  rewardPaidOn: z.string().nullable(),
});
export type Lead = z.infer<typeof lead>;
export const leadList = listResponse(lead);

const upperList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : value.split(','))
      .map((v) => v.trim().toUpperCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().max(60)).max(20));

/** GET /leads: filters of spec §3; newest first. */
export const listLeadsQuery = listQuery.extend({
  type: leadDirection.optional(),
  pipelines: upperList.pipe(z.array(leadStatus)).optional(),
  leadTypes: upperList.optional(),
  connectedUserId: z.uuid().optional(),
  bookmark: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type ListLeadsQuery = z.infer<typeof listLeadsQuery>;
/** GET /leads/generated?rewardId: the leads passed under one of my rewards. */
export const generatedLeadsQuery = listQuery
  .pick({ page: true, offset: true })
  .extend({ rewardId: z.uuid() });

/** GET /leads/tabs (and /leads/tabs/connected?connectedUserId): counts per direction and stage. */
export const leadTabs = z.object({
  all: z.number().int(),
  incoming: z.number().int(),
  outgoing: z.number().int(),
  pipelines: z.record(leadStatus, z.number().int()),
});
export type LeadTabs = z.infer<typeof leadTabs>;
export const leadTabsConnectedQuery = z.object({ connectedUserId: z.uuid() });

const closedValue = z.coerce.number().min(0).max(LEAD_VALUE_MAX).multipleOf(0.01);

/**
 * PUT /leads/status/{id}. Moving to CONVERTED records the value of the business closed
 * (`closedValue` in `closedCurrency`); left out, the lead's estimate stands for it.
 */
export const leadStatusBody = z.object({
  status: leadStatus,
  closedValue: closedValue.optional(),
  closedCurrency: currency.optional(),
});
export type LeadStatusBody = z.input<typeof leadStatusBody>;

/** PUT /leads/{id}/closed-value: the receiver corrects the value of a converted lead. */
export const closedValueBody = z.object({ closedValue, closedCurrency: currency });
export type ClosedValueBody = z.input<typeof closedValueBody>;

/**
 * GET /leads/{id}/history: the lead's creation (`from` null) and every stage change, oldest
 * first, each with who made it. A lead older than its history shows its creation only.
 */
export const leadStageChange = z.object({
  from: leadStatus.nullable(),
  to: leadStatus,
  changedBy: profileCard,
  changedAt: z.string(),
});
export type LeadStageChange = z.infer<typeof leadStageChange>;
export const leadHistory = z.array(leadStageChange);

export const leadTypeSuggestionQuery = z.object({ name: z.string().trim().max(60).default('') });
export const leadTypeSuggestions = z.array(leadType);

/** GET /leads/connected: connected members a lead can go to (the wizard's recipient picker). */
export const leadRecipientsQuery = listQuery.pick({ page: true, offset: true, textSearch: true });
export const leadRecipientList = listResponse(profileCard);

/** GET /tags and PUT /tags: the kinds of leads I am looking for. */
export const myLeadTags = z.object({ tags: z.array(z.string()) });
export const myLeadTagsBody = z.object({
  tags: z.array(tagName).max(LEAD_TAGS_MAX),
});
export const tagSuggestionQuery = z.object({
  name: z.string().trim().min(1).max(LEAD_TAG_MAX_LENGTH),
});
export const tagSuggestions = z.array(z.string());

/**
 * GET /tags/create-lead-suggestion?recipient: `tags` are the receiver's own lead tags (choose
 * from them); `otherSuggestions` are sources of lead often used on Net Hub, offered while typing
 * a source when the receiver has no tags.
 */
export const createLeadSuggestionQuery = z.object({ recipient: z.uuid() });
export const createLeadSuggestion = z.object({
  tags: z.array(z.string()),
  otherSuggestions: z.array(z.string()),
});
export type CreateLeadSuggestion = z.infer<typeof createLeadSuggestion>;
