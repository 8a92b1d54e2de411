import { z } from 'zod';
import { GROUP_REQUEST_NOTE_MAX, REVIEW_COMMENT_MAX } from './constants/groups.js';
import { listQuery, listResponse, optionalText } from './common.js';
import { idList, memberFilters } from './connections.js';
import { country, currency, profileCard, region, sector } from './profile.js';

/**
 * Network groups ("network directories") belong to an organisation. A group may have sub-groups
 * (one level). Spec §1/§6 leave the group roles open; ours:
 * - OWNER (the organisation's owner account, and anyone they make owner): sees and decides join
 *   requests, sees members, sub-groups and the group feed, posts to it, deactivates any post in it.
 * - MEMBER (joined): sees the members, the sub-groups and the group feed, posts to it, reviews
 *   the group (one review, editable), requests sub-groups, leaves.
 * - Anyone signed in: the group's public face — name, description, organisation, sectors,
 *   regions, subscriptions, member count, rating and reviews — and may request to join.
 * Members, sub-groups and the group feed are never shown to non-members.
 */
export const groupRole = z.enum(['OWNER', 'MEMBER']);
export type GroupRole = z.infer<typeof groupRole>;

/** A member's standing in a group; `rejected` requests cannot be sent again. */
export const groupMembershipStatus = z.enum(['joined', 'requested', 'rejected']);
export type GroupMembershipStatus = z.infer<typeof groupMembershipStatus>;

export const subscriptionPeriod = z.enum(['month', 'year']);
/** A group's subscription plan (bought through #8's checkout); here its public face. */
export const groupSubscription = z.object({
  _id: z.uuid(),
  name: z.string(),
  price: z.number(),
  currency,
  period: subscriptionPeriod,
});
export type GroupSubscription = z.infer<typeof groupSubscription>;

/** Suggestions for the subscriptions filter (spec §3: `_id`, `name`). */
export const subscriptionSuggestion = z.object({ _id: z.uuid(), name: z.string() });
export const subscriptionSuggestionQuery = z.object({
  orgId: z.uuid().optional(),
  networkDirectoryId: z.uuid().optional(),
  name: z.string().trim().max(100).optional(),
});

/** `logoUrl`: a signed, expiring link to the organisation's logo, when it has one. */
export const organizationSummary = z.object({
  _id: z.uuid(),
  name: z.string(),
  logoUrl: z.string().nullable(),
});

export const myGroupStanding = z.object({
  status: groupMembershipStatus.nullable(),
  role: groupRole.nullable(),
  isHomeGroup: z.boolean(),
});
export type MyGroupStanding = z.infer<typeof myGroupStanding>;

export const groupSummary = z.object({
  _id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  organization: organizationSummary,
  /** A signed, expiring link to the group's cover picture, when it has one. */
  coverUrl: z.string().nullable(),
  /** Set on a sub-group: the group it belongs to. */
  parentId: z.uuid().nullable(),
  country: country.nullable(),
  regions: z.array(region),
  sectors: z.array(sector),
  subscriptions: z.array(groupSubscription),
  memberCount: z.number().int(),
  averageRating: z.number(),
  reviewCount: z.number().int(),
  me: myGroupStanding,
});
export type GroupSummary = z.infer<typeof groupSummary>;

export const subGroup = z.object({
  _id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  /** A signed, expiring link to the sub-group's cover picture, when it has one. */
  coverUrl: z.string().nullable(),
  memberCount: z.number().int(),
  me: myGroupStanding,
});
export type SubGroup = z.infer<typeof subGroup>;

/** GET /network-directory/{id}: `subgroups` and `members` (the first page) only for members. */
export const groupDetail = groupSummary.extend({
  subgroups: z.array(subGroup).nullable(),
  /** The first members, each with their role in the group. */
  members: z.array(profileCard.extend({ role: groupRole })).nullable(),
  pendingRequests: z.number().int().nullable(),
});
export type GroupDetail = z.infer<typeof groupDetail>;

/** GET /network-directory: spec §7 — regions and subscriptions comma-joined. */
export const listGroupsQuery = listQuery.extend(memberFilters.shape).extend({
  subscriptions: idList.optional(),
});
export type ListGroupsQuery = z.infer<typeof listGroupsQuery>;
export const groupList = listResponse(groupSummary);
export type GroupList = z.infer<typeof groupList>;

/** GET /network-directory/status/{status}: my groups by my standing in them. */
export const groupStatusParams = z.object({ status: groupMembershipStatus });

export const groupMembersQuery = listQuery.extend(memberFilters.shape);
export const groupMember = profileCard.extend({ role: groupRole, joinedAt: z.string() });
export type GroupMember = z.infer<typeof groupMember>;
export const groupMemberList = listResponse(groupMember);

export const memberGroupsQuery = z.object({ groupIds: idList.optional() });
export const groupRef = z.object({
  _id: z.uuid(),
  name: z.string(),
  parentId: z.uuid().nullable(),
});
export type GroupRef = z.infer<typeof groupRef>;

/** POST /network-directory/{id}/request-to-join. `subgroups`: sub-groups of this group to join too. */
export const joinGroupBody = z.object({
  subgroups: z.array(z.uuid()).max(50).default([]),
  requestNote: optionalText(GROUP_REQUEST_NOTE_MAX),
  setHomeGroup: z.boolean().default(false),
});
export type JoinGroupBody = z.input<typeof joinGroupBody>;

/** The owner's side: requests waiting for a decision. */
export const joinRequest = z.object({
  member: profileCard,
  requestNote: z.string().nullable(),
  subgroups: z.array(z.object({ _id: z.uuid(), name: z.string() })),
  requestedAt: z.string(),
});
export type JoinRequest = z.infer<typeof joinRequest>;
export const joinRequestList = listResponse(joinRequest);
export const joinDecisionParams = z.object({ id: z.uuid(), userId: z.uuid() });
export const joinDecisionBody = z.object({ decision: z.enum(['approve', 'reject']) });

// Reviews ---------------------------------------------------------------------------------------

export const reviewBody = z.object({
  networkDirectoryId: z.uuid(),
  rating: z.coerce.number().int().min(1).max(5),
  comment: optionalText(REVIEW_COMMENT_MAX),
});
export type ReviewBody = z.input<typeof reviewBody>;

export const review = z.object({
  _id: z.uuid(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  author: profileCard,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Review = z.infer<typeof review>;

export const groupRating = z.object({ averageRating: z.number(), reviewCount: z.number().int() });
/** GET /reviews/network-directory/{id}: newest first, with the group's figures and my review. */
export const groupReviewList = listResponse(review).extend({
  ...groupRating.shape,
  myReview: review.nullable(),
  canReview: z.boolean(),
});
export type GroupReviewList = z.infer<typeof groupReviewList>;
/** POST /reviews/network-directory: `created` false when an earlier review was edited. */
export const reviewResult = groupRating.extend({ review, created: z.boolean() });
export type ReviewResult = z.infer<typeof reviewResult>;
/** GET /reviews/network-directory: the reviews I wrote. */
export const myReview = review.extend({ group: groupRef });
export const myReviewList = listResponse(myReview);

export const joinResult = z.object({ status: z.enum(['requested', 'joined', 'rejected']) });
export const groupRefList = z.object({ rows: z.array(groupRef) });
/** GET /network-directory/lead-suggestion?recipient: the groups I share with a lead's recipient. */
export const leadGroupSuggestionQuery = z.object({ recipient: z.uuid() });
