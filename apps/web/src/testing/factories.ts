import type {
  AuthSession,
  ConnectionRow,
  Country,
  CurrentUser,
  FullProfile,
  Lead,
  MediaItem,
  MyProfile,
  Preferences,
  ProfileCard,
  Region,
  Reward,
  Sector,
} from '@nethub/contract';
import { STORAGE_KEYS } from '@nethub/contract/constants';

export const buildUser = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  _id: '5b0e6f3c-8c7e-4c8e-9a43-2f1f6f0f6a01',
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Lee',
  status: 'active',
  isOrgOwner: false,
  emailVerified: true,
  createdAt: '2025-01-15T10:00:00.000Z',
  ...overrides,
});

export const buildSession = (overrides: Partial<AuthSession> = {}): AuthSession => ({
  accessToken: 'access-2',
  refreshToken: 'refresh-2',
  deviceId: 'device-abcdefgh',
  expiresIn: 900,
  user: buildUser(),
  ...overrides,
});

export function storeTokens(accessToken = 'access-1', refreshToken = 'refresh-1') {
  localStorage.setItem(STORAGE_KEYS.token, accessToken);
  localStorage.setItem(STORAGE_KEYS.refreshToken, refreshToken);
}

export const IDS = {
  member: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  uk: '1e3f2c40-1111-4a2b-8c3d-000000000001',
  us: '1e3f2c40-1111-4a2b-8c3d-000000000002',
  london: '2e3f2c40-2222-4a2b-8c3d-000000000001',
  newYork: '2e3f2c40-2222-4a2b-8c3d-000000000002',
  finance: '3e3f2c40-3333-4a2b-8c3d-000000000001',
  marketing: '3e3f2c40-3333-4a2b-8c3d-000000000002',
} as const;

export const COUNTRIES: Country[] = [
  { _id: IDS.uk, name: 'United Kingdom', code: 'GB' },
  { _id: IDS.us, name: 'United States', code: 'US' },
];

export const REGIONS: Region[] = [
  { _id: IDS.london, name: 'London', countryId: IDS.uk, timeZone: 'Europe/London' },
  { _id: IDS.newYork, name: 'New York', countryId: IDS.us, timeZone: 'America/New_York' },
];

export const SECTORS: Sector[] = [
  { _id: IDS.finance, name: 'Finance' },
  { _id: IDS.marketing, name: 'Marketing' },
];

export const buildProfile = (overrides: Partial<FullProfile> = {}): FullProfile => ({
  _id: buildUser()._id,
  firstName: 'Ann',
  lastName: 'Lee',
  headline: 'Helping small firms grow',
  company: 'Lee & Co',
  jobTitle: 'Founder',
  avatarUrl: null,
  location: { country: COUNTRIES[0] ?? null, region: REGIONS[0] ?? null },
  isOrgOwner: false,
  bio: 'Twenty years in finance.',
  phone: '+44 20 7946 0000',
  website: 'https://lee.example',
  meetingUrl: null,
  email: 'ann@example.com',
  sectors: [SECTORS[0] as Sector],
  memberSince: '2025-01-15T10:00:00.000Z',
  ...overrides,
});

export const buildPreferences = (overrides: Partial<Preferences> = {}): Preferences => ({
  currency: 'GBP',
  country: COUNTRIES[0] ?? null,
  region: REGIONS[0] ?? null,
  profileVisibility: 'everyone',
  foodPreferences: [],
  ...overrides,
});

export const buildMyProfile = (overrides: Partial<MyProfile> = {}): MyProfile => ({
  profile: buildProfile(),
  preferences: buildPreferences(),
  rating: {
    profileRating: 80,
    totalDone: 8,
    totalRating: 10,
    missing: ['Meeting link', 'Profile photo'],
  },
  ...overrides,
});

let mediaCount = 0;

export const buildMediaItem = (overrides: Partial<MediaItem> = {}): MediaItem => {
  mediaCount += 1;
  const id = `9a1b2c3d-4e5f-4a6b-8c7d-${String(mediaCount).padStart(12, '0')}`;
  const name = overrides.name ?? `report-${mediaCount}.pdf`;
  return {
    _id: id,
    name,
    type: 'DOCUMENT',
    contentType: 'application/pdf',
    size: 2048,
    url: `https://files.example/${id}?signature=abc`,
    ownerId: buildUser()._id,
    networkDirectoryId: null,
    createdAt: '2025-03-04T12:00:00.000Z',
    ...overrides,
  };
};

let memberCount = 0;

/** Another member's card, each with its own id. */
export const buildMemberCard = (overrides: Partial<ProfileCard> = {}): ProfileCard => {
  memberCount += 1;
  return {
    _id: `6c1d2e3f-4a5b-4c6d-8e7f-${String(memberCount).padStart(12, '0')}`,
    firstName: 'Member',
    lastName: String(memberCount),
    headline: null,
    company: null,
    jobTitle: null,
    avatarUrl: null,
    location: { country: COUNTRIES[0] ?? null, region: REGIONS[0] ?? null },
    isOrgOwner: false,
    ...overrides,
  };
};

let connectionCount = 0;

export const buildConnectionRow = (overrides: Partial<ConnectionRow> = {}): ConnectionRow => {
  connectionCount += 1;
  return {
    _id: `8d2e3f4a-5b6c-4d7e-9f8a-${String(connectionCount).padStart(12, '0')}`,
    status: 'CONNECTED',
    direction: 'outgoing',
    bookmark: false,
    createdAt: '2025-02-03T10:00:00.000Z',
    member: buildMemberCard(),
    ...overrides,
  };
};

let leadCount = 0;

/** A lead given to me (incoming) by another member, unless overridden. */
export const buildLead = (overrides: Partial<Lead> = {}): Lead => {
  leadCount += 1;
  const me = { ...buildMemberCard({ firstName: 'Ann', lastName: 'Lee' }), _id: buildUser()._id };
  const direction = overrides.direction ?? 'incoming';
  const other = buildMemberCard({ firstName: 'Bob', lastName: 'Stone' });
  return {
    _id: `4f5a6b7c-8d9e-4f0a-9b1c-${String(leadCount).padStart(12, '0')}`,
    direction,
    status: 'NEW',
    bookmark: false,
    leadType: { _id: IDS.finance, name: 'Accounting' },
    tags: ['Bookkeeping'],
    sourceOfLead: null,
    contact: {
      firstName: 'Pat',
      lastName: `Prospect${leadCount}`,
      email: `pat${leadCount}@prospect.example`,
      phone: null,
      company: 'Prospect Ltd',
      jobTitle: 'Director',
    },
    estimatedValue: 1500,
    currency: 'GBP',
    details: null,
    giver: direction === 'incoming' ? other : me,
    receiver: direction === 'incoming' ? me : other,
    reward: null,
    // Newest first in lists: each lead a minute after the one before.
    createdAt: new Date(Date.UTC(2025, 4, 1, 9, leadCount)).toISOString(),
    statusChangedAt: new Date(Date.UTC(2025, 4, 1, 9, leadCount)).toISOString(),
    convertedAt: null,
    closedValue: null,
    closedCurrency: null,
    rewardPaidOn: null,
    ...overrides,
  };
};

let rewardCount = 0;

/** A standard reward of mine, inactive, unless overridden. */
export const buildReward = (overrides: Partial<Reward> = {}): Reward => {
  rewardCount += 1;
  const me = { ...buildMemberCard({ firstName: 'Ann', lastName: 'Lee' }), _id: buildUser()._id };
  return {
    _id: `3c4d5e6f-7a8b-4c9d-8e0f-${String(rewardCount).padStart(12, '0')}`,
    type: 'standard',
    kind: 'voucher',
    title: 'Voucher',
    value: '£50 voucher',
    description: null,
    status: 'inactive',
    owner: me,
    isMine: true,
    campaign: null,
    leadsGenerated: 0,
    // Newest first in lists: each reward a minute after the one before.
    createdAt: new Date(Date.UTC(2025, 5, 1, 9, rewardCount)).toISOString(),
    ...overrides,
  };
};

/** A campaign of mine running through December 2026 for all my connections, unless overridden. */
export const buildCampaign = (
  overrides: Partial<Reward> = {},
  campaign: Partial<NonNullable<Reward['campaign']>> = {},
): Reward =>
  buildReward({
    type: 'campaign',
    kind: 'commission_or_rebate',
    title: 'Winter referral bonus',
    value: '10% of the first invoice',
    status: 'active',
    campaign: {
      startsOn: '2026-12-01',
      endsOn: '2026-12-31',
      audience: 'ALL',
      audienceUserIds: [],
      notifyConnections: false,
      live: true,
      ...campaign,
    },
    ...overrides,
  });
