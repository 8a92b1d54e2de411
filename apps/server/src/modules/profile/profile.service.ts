import {
  NOTIFICATION_SETTINGS,
  PROFILE_RATING_TOTAL,
  type Currency,
  type FullProfile,
  type MemberProfile,
  type MyProfile,
  type NotificationConfig,
  type Preferences,
  type ProfileRating,
  type ProfileUpdateBody,
  type ProfileVisibility,
  type PreferencesUpdateBody,
  type RelationshipState,
} from '@nethub/contract';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { EventBus } from '../../lib/events.js';
import { createReferenceService, toCountry, toRegion } from '../reference/reference.service.js';
import { createUsersService } from '../users/users.service.js';
import {
  createProfileRepository,
  type PairRead,
  type ProfileFields,
  type ProfileRecord,
  type ShownRecord,
} from './profile.repository.js';

/**
 * How a viewer stands with a member, read in the profile's own statement: the connections
 * feature's pair read and the standing it decides, handed in by the app (ADR 036, session 22).
 */
export type MemberStanding = {
  pairRead: PairRead;
  standingOf(
    viewerId: string,
    member: { _id: string; isOrgOwner: boolean },
    pair: unknown,
  ): RelationshipState;
};

/** The ten things a complete profile has (PROFILE_RATING_TOTAL); the rating is the share done. */
const RATED_FIELDS: Array<[string, (p: FullProfile) => boolean]> = [
  ['Photo', (p) => !!p.avatarUrl],
  ['Headline', (p) => !!p.headline],
  ['Company', (p) => !!p.company],
  ['Job title', (p) => !!p.jobTitle],
  ['About you', (p) => !!p.bio],
  ['Phone', (p) => !!p.phone],
  ['Website', (p) => !!p.website],
  ['Meeting link', (p) => !!p.meetingUrl],
  ['Sectors', (p) => p.sectors.length > 0],
  ['Location', (p) => !!p.location.country && !!p.location.region],
];

export function rateProfile(profile: FullProfile): ProfileRating {
  const missing = RATED_FIELDS.filter(([, done]) => !done(profile)).map(([label]) => label);
  const totalDone = PROFILE_RATING_TOTAL - missing.length;
  return {
    profileRating: Math.round((totalDone / PROFILE_RATING_TOTAL) * 100),
    totalDone,
    totalRating: PROFILE_RATING_TOTAL,
    missing,
  };
}

export function defaultNotificationConfig(): NotificationConfig {
  return Object.fromEntries(NOTIFICATION_SETTINGS.map((s) => [s.key, true])) as NotificationConfig;
}

function toFullProfile(record: ProfileRecord | ShownRecord, avatarUrl: string | null): FullProfile {
  const { user, profile, country, region } = record;
  return {
    _id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    isOrgOwner: user.isOrgOwner,
    headline: profile?.headline ?? null,
    company: profile?.company ?? null,
    jobTitle: profile?.jobTitle ?? null,
    avatarUrl,
    bio: profile?.bio ?? null,
    phone: profile?.phone ?? null,
    website: profile?.website ?? null,
    meetingUrl: profile?.meetingUrl ?? null,
    email: user.email,
    sectors: record.sectors.map((s) => ({ _id: s.id, name: s.name })),
    location: {
      country: toCountry(country),
      region: toRegion(region),
    },
    memberSince: user.createdAt.toISOString(),
  };
}

function toPreferences(record: ProfileRecord): Preferences {
  const { preferences, country, region } = record;
  return {
    currency: (preferences?.currency ?? 'GBP') as Currency,
    country: toCountry(country),
    region: toRegion(region),
    profileVisibility: (preferences?.profileVisibility ?? 'everyone') as ProfileVisibility,
    foodPreferences: preferences?.foodPreferences ?? [],
  };
}

/** The card only: what a member whose visibility excludes the viewer still shows. */
function restrict(profile: FullProfile): FullProfile {
  return {
    ...profile,
    bio: null,
    phone: null,
    website: null,
    meetingUrl: null,
    email: null,
    sectors: [],
  };
}

/** Avatars are media of the member's own library; the profile stores the storage key. */
export type AvatarStore = {
  keyOf(userId: string, mediaId: string): Promise<string>;
  urlOf(storageKey: string): Promise<string>;
};

export type ProfileServiceDeps = {
  db: Db;
  events: EventBus;
  avatars: AvatarStore;
  standing: MemberStanding;
};

export function createProfileService({ db, events, avatars, standing }: ProfileServiceDeps) {
  const repo = createProfileRepository(db, standing.pairRead);
  const reference = createReferenceService(db);
  const usersRepo = createUsersService(db);

  // A deleted avatar image leaves no broken picture behind.
  events.on('media.deleted', 'profile', ({ ownerId, storageKey }) =>
    repo.clearAvatar(ownerId, storageKey),
  );

  async function fullProfile(record: ProfileRecord | ShownRecord) {
    const key = record.profile?.avatarUrl;
    return toFullProfile(record, key ? await avatars.urlOf(key) : null);
  }

  async function load(userId: string) {
    const record = await repo.findByUserId(userId);
    if (!record) throw notFound();
    return record;
  }

  /** Unknown sectors, countries or regions, or a region outside its country, are NOT_FOUND. */
  async function checkLocation(
    countryId: string | null | undefined,
    regionId: string | null | undefined,
    currentCountryId: string | null,
  ) {
    const country = countryId ? await reference.findCountry(countryId) : undefined;
    if (countryId && !country) throw notFound();
    if (!regionId) return;
    const region = await reference.findRegion(regionId);
    const effectiveCountry = countryId === undefined ? currentCountryId : countryId;
    if (!region || region.countryId !== effectiveCountry) throw notFound();
  }

  async function getMine(userId: string): Promise<MyProfile> {
    const record = await load(userId);
    const profile = await fullProfile(record);
    return { profile, preferences: toPreferences(record), rating: rateProfile(profile) };
  }

  return {
    getMine,

    /** Gives a new account a picture someone else uploaded for it (an owner adding a subscriber). */
    async adoptAvatar(userId: string, storageKey: string) {
      await repo.upsertProfile(userId, { avatarUrl: storageKey });
    },

    async updateMine(userId: string, body: ProfileUpdateBody): Promise<MyProfile> {
      const current = await load(userId);
      const {
        firstName,
        lastName,
        sectorIds,
        countryId,
        regionId,
        avatarMediaId,
        clear = [],
        ...fields
      } = body;
      if (sectorIds) {
        const unique = [...new Set(sectorIds)];
        if ((await reference.findSectors(unique)).length !== unique.length) throw notFound();
      }
      await checkLocation(countryId, regionId, current.preferences?.countryId ?? null);
      const profileFields: ProfileFields = { ...fields };
      if (avatarMediaId) profileFields.avatarUrl = await avatars.keyOf(userId, avatarMediaId);
      for (const field of clear) profileFields[field === 'avatar' ? 'avatarUrl' : field] = null;
      await db.transaction(async (tx) => {
        if (firstName || lastName) await usersRepo.update(userId, { firstName, lastName }, tx);
        if (Object.keys(profileFields).length) await repo.upsertProfile(userId, profileFields, tx);
        if (sectorIds) await repo.replaceSectors(userId, [...new Set(sectorIds)], tx);
        if (countryId !== undefined || regionId !== undefined) {
          const regionForCountry =
            countryId !== undefined && regionId === undefined ? null : regionId;
          await repo.upsertPreferences(userId, { countryId, regionId: regionForCountry }, tx);
        }
      });
      const updated = await getMine(userId);
      await events.emit('profile.updated', { userId, rating: updated.rating });
      return updated;
    },

    async getMember(viewerId: string, memberId: string): Promise<MemberProfile> {
      const record = await repo.findForViewer(viewerId, memberId);
      const isMe = viewerId === memberId;
      if (!record || (!isMe && record.user.status !== 'active')) throw notFound();
      const profile = await fullProfile(record);
      const member = { _id: memberId, isOrgOwner: record.user.isOrgOwner };
      const stands = standing.standingOf(viewerId, member, record.pair);
      const visibility = record.preferences?.profileVisibility ?? 'everyone';
      const allowed =
        isMe ||
        visibility === 'everyone' ||
        (visibility === 'connections' && stands.relationship === 'connected');
      return {
        profile: allowed ? profile : restrict(profile),
        restricted: !allowed,
        isMe,
        visibility: visibility as ProfileVisibility,
        ...stands,
      };
    },

    async rating(userId: string) {
      return rateProfile(await fullProfile(await load(userId)));
    },

    async getPreferences(userId: string) {
      return toPreferences(await load(userId));
    },

    async updatePreferences(userId: string, body: PreferencesUpdateBody) {
      const current = await load(userId);
      await checkLocation(body.countryId, body.regionId, current.preferences?.countryId ?? null);
      const { countryId, regionId, ...rest } = body;
      const regionForCountry =
        countryId !== undefined &&
        regionId === undefined &&
        countryId !== current.preferences?.countryId
          ? null
          : regionId;
      await repo.upsertPreferences(userId, { ...rest, countryId, regionId: regionForCountry });
      return toPreferences(await load(userId));
    },

    async getNotificationConfig(userId: string): Promise<NotificationConfig> {
      const record = await load(userId);
      return { ...defaultNotificationConfig(), ...record.preferences?.notificationConfig };
    },

    async updateNotificationConfig(
      userId: string,
      changes: Partial<NotificationConfig>,
    ): Promise<NotificationConfig> {
      const current = await this.getNotificationConfig(userId);
      const next = { ...current, ...changes };
      await repo.upsertPreferences(userId, { notificationConfig: next });
      return next;
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
