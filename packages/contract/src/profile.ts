import { z } from 'zod';
import { personName } from './auth.js';
import { CURRENCIES } from './constants/currency.js';
import { FOOD_PREFERENCES } from './constants/sales.js';
import { PROFILE_RATING_TOTAL } from './constants/spec.js';
import { normalizeWebsite } from './input.js';
import { phoneNumber } from './common.js';

export const currency = z.enum(CURRENCIES);

/**
 * Who may see a member's full profile (the spec names the setting, not its values):
 * `everyone` — every signed-in member; `connections` — only connections (others see the card:
 * name, headline, company, location); `only_me` — nobody else sees more than the card.
 */
export const profileVisibility = z.enum(['everyone', 'connections', 'only_me']);
export type ProfileVisibility = z.infer<typeof profileVisibility>;
export const PROFILE_VISIBILITY_OPTIONS: Array<{ value: ProfileVisibility; label: string }> = [
  { value: 'everyone', label: 'Everyone on Net Hub' },
  { value: 'connections', label: 'My connections only' },
  { value: 'only_me', label: 'Only me' },
];

export const foodPreference = z.enum(FOOD_PREFERENCES.map((f) => f.value) as [string, ...string[]]);

/**
 * The ten notification settings of spec §3, one-to-one meetings (ADR 028) and mentions (ADR 032),
 * all on by default.
 */
export const NOTIFICATION_SETTINGS = [
  { key: 'NEW_LEAD_NOTIFICATION', label: 'New lead' },
  { key: 'CONVERTED_LEADS', label: 'Converted leads' },
  { key: 'CONNECTION_REQUESTS', label: 'Connection requests' },
  { key: 'ACCEPTED_CONNECTION_REQUESTS', label: 'Accepted connection requests' },
  { key: 'NEW_DIRECT_MESSAGES', label: 'New direct messages' },
  { key: 'NEW_MESSAGE_IN_GROUP_CHAT', label: 'New message in a group chat' },
  { key: 'NEW_MESSAGE_IN_GROUP_CHATS', label: 'New messages in all group chats' },
  { key: 'NEW_CAMPAIGN_ALERTS', label: 'New campaign alerts' },
  { key: 'NEW_RESPONSE_TO_A_POST', label: 'New response to a post' },
  { key: 'NETWORKING_GROUP_NOTIFICATIONS', label: 'Networking group notifications' },
  { key: 'ONE_TO_ONE_MEETINGS', label: 'One-to-one meetings' },
  { key: 'MENTIONS', label: 'Mentions' },
] as const;
export const notificationSettingKey = z.enum(
  NOTIFICATION_SETTINGS.map((s) => s.key) as [string, ...string[]],
);
export type NotificationSettingKey = (typeof NOTIFICATION_SETTINGS)[number]['key'];
export const notificationConfig = z.record(notificationSettingKey, z.boolean());
export type NotificationConfig = Record<NotificationSettingKey, boolean>;
export const notificationConfigBody = z.object({
  config: z.partialRecord(notificationSettingKey, z.boolean()),
});

export const sector = z.object({ _id: z.uuid(), name: z.string() });
export type Sector = z.infer<typeof sector>;
/** `code` is ISO 3166 alpha-2 (GB, IE, US): US members get US date formats. */
export const country = z.object({ _id: z.uuid(), name: z.string(), code: z.string() });
export type Country = z.infer<typeof country>;
export const region = z.object({
  _id: z.uuid(),
  name: z.string(),
  countryId: z.uuid(),
  timeZone: z.string(),
});
export type Region = z.infer<typeof region>;
export const suggestionQuery = z.object({
  name: z.string().trim().max(100).optional(),
  countryId: z.uuid().optional(),
});

const optionalText = (max: number) => z.string().trim().max(max);
export const websiteUrl = z
  .string()
  .trim()
  .max(300)
  .transform(normalizeWebsite)
  .pipe(z.url({ protocol: /^https?$/, message: 'Please enter a valid web address' }));

export const profileUpdateBody = z.object({
  firstName: personName.optional(),
  lastName: personName.optional(),
  headline: optionalText(120).optional(),
  company: optionalText(120).optional(),
  jobTitle: optionalText(120).optional(),
  bio: optionalText(2000).optional(),
  phone: phoneNumber.optional(),
  website: websiteUrl.optional(),
  meetingUrl: websiteUrl.optional(),
  sectorIds: z.array(z.uuid()).max(10).optional(),
  countryId: z.uuid().nullable().optional(),
  regionId: z.uuid().nullable().optional(),
  /** An IMAGE or THUMBNAIL of the member's own media library. */
  avatarMediaId: z.uuid().optional(),
  /** Fields named here are cleared (the client strips empty values, so clearing is explicit). */
  clear: z
    .array(
      z.enum([
        'headline',
        'company',
        'jobTitle',
        'bio',
        'phone',
        'website',
        'meetingUrl',
        'avatar',
      ]),
    )
    .max(10)
    .optional(),
});
export type ProfileUpdateBody = z.infer<typeof profileUpdateBody>;

export const profileLocation = z.object({ country: country.nullable(), region: region.nullable() });

/** What any member may see of another: the card. */
export const profileCard = z.object({
  _id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  headline: z.string().nullable(),
  company: z.string().nullable(),
  jobTitle: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  location: profileLocation,
  isOrgOwner: z.boolean(),
});
export type ProfileCard = z.infer<typeof profileCard>;

export const fullProfile = profileCard.extend({
  bio: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  meetingUrl: z.string().nullable(),
  email: z.string().nullable(),
  sectors: z.array(sector),
  memberSince: z.string(),
});
export type FullProfile = z.infer<typeof fullProfile>;

/**
 * How the viewer stands with a member: `self`; `connected`; `request_sent` (mine waits for
 * their answer); `request_declined` (they declined mine: I may withdraw it, not ask again);
 * `request_received` (theirs waits for mine); `none` (nothing, or a request of theirs I
 * declined: I may ask them); and `org_owner` (the member runs an organisation: owners are not
 * connected with).
 */
export const relationship = z.enum([
  'self',
  'connected',
  'request_sent',
  'request_declined',
  'request_received',
  'none',
  'org_owner',
]);
export type Relationship = z.infer<typeof relationship>;

/** The relationship and the connection record to act on (withdraw, answer), when there is one. */
export const relationshipState = z.object({
  relationship,
  /** The connection record (request or connection) when the relationship has one, else null. */
  connectionId: z.uuid().nullable(),
});
export type RelationshipState = z.infer<typeof relationshipState>;

/** GET /users/profile/{id}: the card always; the rest when the owner's visibility allows it. */
export const memberProfile = z.object({
  profile: fullProfile,
  restricted: z.boolean(),
  isMe: z.boolean(),
  /** The owner's setting, so a restricted view can say why. */
  visibility: profileVisibility,
  ...relationshipState.shape,
});
export type MemberProfile = z.infer<typeof memberProfile>;

export const preferences = z.object({
  currency,
  country: country.nullable(),
  region: region.nullable(),
  profileVisibility,
  foodPreferences: z.array(foodPreference),
});
export type Preferences = z.infer<typeof preferences>;

export const preferencesUpdateBody = z.object({
  currency: currency.optional(),
  countryId: z.uuid().nullable().optional(),
  regionId: z.uuid().nullable().optional(),
  profileVisibility: profileVisibility.optional(),
  foodPreferences: z.array(foodPreference).max(FOOD_PREFERENCES.length).optional(),
});
export type PreferencesUpdateBody = z.infer<typeof preferencesUpdateBody>;

export const profileRating = z.object({
  profileRating: z.number().int().min(0).max(100),
  totalDone: z.number().int(),
  totalRating: z.number().int().default(PROFILE_RATING_TOTAL),
  missing: z.array(z.string()),
});
export type ProfileRating = z.infer<typeof profileRating>;

/** GET /users/profile: the signed-in member's own everything. */
export const myProfile = z.object({
  profile: fullProfile,
  preferences,
  rating: profileRating,
});
export type MyProfile = z.infer<typeof myProfile>;

export const noteBody = z.object({
  userId: z.uuid(),
  content: z.string().trim().max(5000),
});
export const note = z.object({
  userId: z.uuid(),
  content: z.string(),
  updatedAt: z.string().nullable(),
});
export type Note = z.infer<typeof note>;

export const contactBody = z.object({
  subject: z.string().trim().min(1, 'Please fill out this field.').max(200),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .pipe(z.email('Please enter a valid email address')),
  message: z.string().trim().min(1, 'Please fill out this field.').max(5000),
  consent: z.literal(true, 'Please agree so that we can answer you'),
});
export type ContactBody = z.infer<typeof contactBody>;
