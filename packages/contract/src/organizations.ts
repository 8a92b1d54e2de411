import { z } from 'zod';
import { personName } from './auth.js';
import { listQuery, listResponse, optionalText } from './common.js';
import { country, currency, profileCard, region, sector, websiteUrl } from './profile.js';

/**
 * The organisation owner's console (spec §6: the original ran a separate portal; ours lives in
 * the same web app, shown to accounts with isOrgOwner). An owner edits the organisation's
 * profile, creates and edits its groups and sub-groups (each gets its chat channel with the
 * create_* system message), decides join requests, invites members by e-mail, runs plans,
 * subscribers and events, and sees members and revenue. Every call checks that the caller owns
 * the organisation; another organisation's objects answer 404.
 */
export const ORGANIZATION_NAME_MAX = 120;
export const ORGANIZATION_DESCRIPTION_MAX = 2000;

export const organization = z.object({
  _id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  website: z.string().nullable(),
  /** Top-level groups: the number the console's Groups tab lists. */
  groupCount: z.number().int(),
  /** Sub-groups, counted apart so the two figures never read as one. */
  subgroupCount: z.number().int(),
  /** A signed link to the organisation's logo, or null when it has none. */
  logoUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type Organization = z.infer<typeof organization>;

/**
 * PUT /organization/{id}/logo and PUT /network-directory/{id}/cover (owners): an image of the
 * owner's own media library, as a profile photo is (JPEG, PNG, GIF or WebP within the image
 * limit); without `mediaId` the picture is taken away (empty values are dropped on the way
 * in, so null cannot say it). Another kind of file is FILE_TYPE_NOT_ALLOWED.
 */
export const pictureBody = z.object({ mediaId: z.uuid().optional() });
export type PictureBody = z.input<typeof pictureBody>;
export const groupCover = z.object({ _id: z.uuid(), coverUrl: z.string().nullable() });
export type GroupCover = z.infer<typeof groupCover>;

/** GET /organization/mine: the organisations I run (usually one). */
export const organizationList = z.object({ rows: z.array(organization) });

/** PUT /organization/{id} replaces the profile: a description or website left out is cleared. */
export const updateOrganizationBody = z.object({
  name: z.string().trim().min(1).max(ORGANIZATION_NAME_MAX).optional(),
  description: optionalText(ORGANIZATION_DESCRIPTION_MAX),
  website: websiteUrl.optional(),
});
export type UpdateOrganizationBody = z.input<typeof updateOrganizationBody>;

/** POST /network-directory (owner): a group, or a sub-group with `parentId`. */
export const createGroupBody = z.object({
  organizationId: z.uuid(),
  parentId: z.uuid().optional(),
  name: z.string().trim().min(1).max(120),
  description: optionalText(2000),
  countryId: z.uuid().optional(),
  sectorIds: z.array(z.uuid()).max(20).default([]),
  regionIds: z.array(z.uuid()).max(50).default([]),
});
export type CreateGroupBody = z.input<typeof createGroupBody>;
/**
 * PUT /network-directory/{id} (owner) replaces the group's details: a description or country
 * left out is cleared (the web client drops empty values); sectors and regions change only when
 * sent.
 */
export const updateGroupBody = z.object({
  name: z.string().trim().min(1).max(120).optional(),
  description: optionalText(2000),
  countryId: z.uuid().nullable().optional(),
  sectorIds: z.array(z.uuid()).max(20).optional(),
  regionIds: z.array(z.uuid()).max(50).optional(),
});
export type UpdateGroupBody = z.input<typeof updateGroupBody>;
export const createdGroup = z.object({
  _id: z.uuid(),
  name: z.string(),
  parentId: z.uuid().nullable(),
});

const ownerGroupFields = {
  _id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  parentId: z.uuid().nullable(),
  country: country.nullable(),
  regions: z.array(region),
  sectors: z.array(sector),
  memberCount: z.number().int(),
  pendingRequests: z.number().int(),
  /** The cover's signed link (top-level groups; null without one). */
  coverUrl: z.string().nullable(),
};
/** GET /organization/{id}/groups: the organisation's groups, each with its sub-groups. */
export const organizationGroup = z.object({
  ...ownerGroupFields,
  subgroups: z.array(z.object(ownerGroupFields)),
});
export type OrganizationGroup = z.infer<typeof organizationGroup>;
export const organizationGroupList = listResponse(organizationGroup);

/** GET /organization/{id}/members: everyone in the organisation's groups. */
export const organizationMembersQuery = listQuery.extend({ groupId: z.uuid().optional() });
export type OrganizationMembersQuery = z.input<typeof organizationMembersQuery>;
export const organizationMember = z.object({
  member: profileCard,
  email: z.string(),
  status: z.enum(['active', 'inactive', 'unverified', 'suspended']),
  groups: z.array(z.object({ _id: z.uuid(), name: z.string() })),
  joinedAt: z.string(),
});
export type OrganizationMember = z.infer<typeof organizationMember>;
export const organizationMemberList = listResponse(organizationMember);

/**
 * POST /organization/{id}/invite: invites an e-mail into one of the organisation's groups. A new
 * address gets an invited account (it signs up through USER_IMPORTED_INACTIVE / complete-invite)
 * and joins the group; an existing member joins at once and is notified.
 */
export const inviteMemberBody = z.object({
  groupId: z.uuid(),
  email: z.email().trim().toLowerCase().max(254),
  firstName: personName,
  lastName: personName,
});
export type InviteMemberBody = z.input<typeof inviteMemberBody>;
export const inviteResult = z.object({ invited: z.boolean(), joined: z.boolean() });

/** GET /organization/{id}/revenue: paid payments, per currency and per month (last 12). */
export const revenue = z.object({
  totals: z.array(z.object({ currency, amount: z.number() })),
  months: z.array(z.object({ month: z.string(), currency, amount: z.number() })),
  activeSubscribers: z.number().int(),
  ticketsSold: z.number().int(),
});
export type Revenue = z.infer<typeof revenue>;

/** GET /organization/{id}/payments: the latest payments, newest first. */
export const paymentRow = z.object({
  _id: z.uuid(),
  kind: z.enum(['subscription', 'ticket']),
  description: z.string(),
  payerName: z.string(),
  amount: z.number(),
  currency,
  status: z.enum(['open', 'paid', 'cancelled', 'expired']),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PaymentRow = z.infer<typeof paymentRow>;
export const paymentList = listResponse(paymentRow);
