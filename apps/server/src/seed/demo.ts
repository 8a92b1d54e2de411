import { asc, count, inArray, like } from 'drizzle-orm';
import type { LeadStatus, OnboardingStep } from '@nethub/contract';
import type { Db } from '../db/client.js';
import { hashPassword } from '../lib/secrets.js';
import { faqs, policies } from '../modules/content/content.tables.js';
import { seedReferenceData } from '../modules/reference/reference.repository.js';
import {
  createProfileRepository,
  type ProfileFields,
} from '../modules/profile/profile.repository.js';
import { countries, regions, sectors } from '../modules/reference/reference.tables.js';
import { users } from '../modules/users/users.tables.js';
import { platformAdmins } from '../modules/admin/admin.tables.js';
import { pairOf } from '../modules/connections/connections.repository.js';
import { connections } from '../modules/connections/connections.tables.js';
import { createLeadsRepository } from '../modules/leads/leads.repository.js';
import { onboardingProgress } from '../modules/onboarding/onboarding.tables.js';
import { createRewardsRepository } from '../modules/rewards/rewards.repository.js';
import { FAQS, POLICIES } from './content.js';
import { seedDemoChat } from './demo-chat.js';
import { seedDemoPictures } from './demo-pictures.js';
import type { FileStorage } from '../modules/media/storage.js';
import { seedDemoCommunity } from './demo-community.js';
import { seedDemoMeetings } from './demo-meetings.js';
import { seedDemoSales } from './demo-sales.js';
import { DEMO_PASSWORD } from './demo-password.js';
import { generateMembers } from './generate.js';

export { DEMO_PASSWORD };
export const DEMO_LOGINS = [
  { email: 'ava@nethub.demo', firstName: 'Ava', lastName: 'Thompson', role: 'member' },
  { email: 'ben@nethub.demo', firstName: 'Ben', lastName: 'Okafor', role: 'member' },
  {
    email: 'owner@nethub.demo',
    firstName: 'Olivia',
    lastName: 'Grant',
    role: 'organisation owner',
  },
  {
    email: 'admin@nethub.demo',
    firstName: 'Adam',
    lastName: 'Reyes',
    role: 'platform administrator',
  },
] as const;

const DEMO_PROFILES: Record<
  string,
  { profile: ProfileFields; sector: string; country: string; region: string }
> = {
  'ava@nethub.demo': {
    profile: {
      headline: 'Helping growing firms get their numbers right',
      company: 'Thompson & Co Accountants',
      jobTitle: 'Managing Partner',
      bio: 'Chartered accountant with fifteen years of experience serving owner-managed businesses across the North West.',
      website: 'https://thompson-accountants.example',
      meetingUrl: 'https://calendly.com/ava-thompson',
    },
    sector: 'Accounting & Finance',
    country: 'GB',
    region: 'North West England',
  },
  'ben@nethub.demo': {
    profile: {
      headline: 'Commercial property that works for your business',
      company: 'Okafor Property Partners',
      jobTitle: 'Director',
    },
    sector: 'Property & Real Estate',
    country: 'IE',
    region: 'Dublin',
  },
};

/**
 * Reference content always; demo members only into an empty database. Safe to run on every
 * start: nothing is inserted twice.
 */
export async function seedDemo(
  db: Db,
  { withUsers, storage }: { withUsers: boolean; storage?: FileStorage },
) {
  await seedReferenceData(db);
  await db.insert(policies).values(POLICIES).onConflictDoNothing();
  const [faqCount] = await db.select({ value: count() }).from(faqs);
  if (!faqCount?.value)
    await db.insert(faqs).values(FAQS.map((faq, position) => ({ ...faq, position })));
  if (!withUsers) return { createdUsers: false };
  const [userCount] = await db.select({ value: count() }).from(users);
  if (userCount?.value) return { createdUsers: false };
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date();
  const created = await db
    .insert(users)
    .values(
      DEMO_LOGINS.map((login) => ({
        email: login.email,
        firstName: login.firstName,
        lastName: login.lastName,
        passwordHash,
        status: 'active',
        isOrgOwner: login.role === 'organisation owner',
        emailVerifiedAt: now,
      })),
    )
    .returning({ id: users.id, email: users.email });
  const admin = created.find((u) => u.email === 'admin@nethub.demo')!;
  await db.insert(platformAdmins).values({ userId: admin.id });
  await seedDemoProfiles(db, created);
  await seedDemoNetwork(db, created);
  // Faces, logos and covers need somewhere to keep the files: tests that only want the rows
  // pass no storage.
  if (storage) await seedDemoPictures(db, storage);
  return { createdUsers: true };
}

async function seedDemoProfiles(db: Db, created: Array<{ id: string; email: string }>) {
  const repo = createProfileRepository(db);
  const [allSectors, allCountries, allRegions] = await Promise.all([
    db.select().from(sectors),
    db.select().from(countries),
    db.select().from(regions),
  ]);
  for (const { id, email } of created) {
    const demo = DEMO_PROFILES[email];
    if (!demo) continue;
    const country = allCountries.find((c) => c.code === demo.country)!;
    const region = allRegions.find((r) => r.countryId === country.id && r.name === demo.region)!;
    await repo.upsertProfile(id, demo.profile);
    await repo.replaceSectors(id, [allSectors.find((s) => s.name === demo.sector)!.id]);
    await repo.upsertPreferences(id, { countryId: country.id, regionId: region.id });
  }
}

/** Forty more members to explore, and a small network around Ava: some connected, some asking. */
async function seedDemoNetwork(db: Db, created: Array<{ id: string; email: string }>) {
  await generateMembers(db, 40, { prefix: 'member', domain: 'nethub.demo', connectionsEach: 0 });
  const ava = created.find((u) => u.email === 'ava@nethub.demo')!.id;
  const ben = created.find((u) => u.email === 'ben@nethub.demo')!.id;
  const others = await db
    .select({ id: users.id })
    .from(users)
    .where(like(users.email, 'member.%@nethub.demo'))
    .orderBy(asc(users.email))
    .limit(9);
  const link = (requesterId: string, recipientId: string, status: 'CONNECTED' | 'REQUESTED') => ({
    ...pairOf(requesterId, recipientId),
    requesterId,
    status,
  });
  await db
    .insert(connections)
    .values([
      link(ben, ava, 'CONNECTED'),
      ...others.slice(0, 5).map((o) => link(o.id, ava, 'CONNECTED')),
      ...others.slice(5, 7).map((o) => link(o.id, ava, 'REQUESTED')),
      link(ava, others[7]!.id, 'REQUESTED'),
    ]);
  await seedDemoLeads(db, ava, [ben, ...others.slice(0, 5).map((o) => o.id)]);
  await seedDemoSuggestions(
    db,
    ava,
    others.map((o) => o.id),
  );
  const owner = created.find((u) => u.email === 'owner@nethub.demo')!.id;
  await seedDemoCommunity(db, { ava, ben, owner, others: others.map((o) => o.id) });
  await seedDemoSales(db, { ava, ben, owner });
  await seedDemoChat(db, { ava, ben, others: others.map((o) => o.id) });
  await seedDemoMeetings(db, { ava, ben, asker: others[0]!.id });
  // The checklist follows the demo data, as the real events would have ticked it.
  const done = (userId: string, steps: OnboardingStep[]) => steps.map((step) => ({ userId, step }));
  await db
    .insert(onboardingProgress)
    .values([
      ...done(ava, [
        'ADD_CONNECTIONS',
        'PASSING_LEAD',
        'RECEIVES_LEAD',
        'SETTING_UP_REWARD',
        'SETTING_UP_CAMPAIGN',
        'CREATED_POST',
        'REQUESTED_MEETING',
      ]),
      ...done(ben, [
        'ADD_CONNECTIONS',
        'PASSING_LEAD',
        'RECEIVES_LEAD',
        'CREATED_POST',
        'RATES_A_NETWORKING',
      ]),
    ])
    .onConflictDoNothing();
}

/**
 * Members Ava may meet next, one for every reason (ADR 031): friends of her connections in her
 * sector or region, members looking for the leads she passes, and one who passed business to an
 * accountant near her. Members 21 to 26: no e2e journey uses them for anything else.
 */
async function seedDemoSuggestions(db: Db, ava: string, friends: string[]) {
  const emails = [21, 22, 23, 24, 25, 26].map((n) => `member.${n}@nethub.demo`);
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const [alike, alsoAlike, nearby, seeker, otherSeeker, giver] = emails.map(
    (email) => rows.find((row) => row.email === email)!.id,
  );
  const profiles = createProfileRepository(db);
  const avas = await profiles.findByUserId(ava);
  const sectorIds = avas!.sectors.map((sector) => sector.id);
  const place = { countryId: avas!.preferences!.countryId, regionId: avas!.preferences!.regionId };
  for (const id of [alike!, alsoAlike!]) await profiles.replaceSectors(id!, sectorIds);
  for (const id of [alike!, nearby!]) await profiles.upsertPreferences(id!, place);

  const link = (a: string, b: string) => ({
    ...pairOf(a, b),
    requesterId: a,
    status: 'CONNECTED' as const,
  });
  await db
    .insert(connections)
    .values([
      link(friends[0]!, alike!),
      link(friends[1]!, alike!),
      link(friends[0]!, alsoAlike!),
      link(friends[2]!, nearby!),
      link(giver!, alike!),
    ]);

  const leads = createLeadsRepository(db);
  await leads.replaceMyTags(seeker!, ['Insurance', 'Office lease']);
  await leads.replaceMyTags(otherSeeker!, ['Commercial property']);
  const convertedAt = new Date(Date.now() - 20 * 86_400_000);
  await leads.insert({
    giverId: giver!,
    receiverId: alike!,
    leadTypeId: (await leads.leadTypeNamed('Bookkeeping')).id,
    status: 'CONVERTED',
    tags: [],
    sourceOfLead: 'Networking breakfast',
    contactFirstName: 'Nora',
    contactLastName: 'Quinn',
    contactEmail: 'nora.quinn@prospect.example',
    contactCompany: 'Quinn Bakeries',
    estimatedValue: 3_600,
    currency: 'GBP',
    createdAt: new Date(convertedAt.getTime() - 30 * 86_400_000),
    statusChangedAt: convertedAt,
    convertedAt,
  });
}

/** Leads both ways between Ava and her connections, at every stage; Ava's own lead tags. */
async function seedDemoLeads(db: Db, ava: string, friends: string[]) {
  const repo = createLeadsRepository(db);
  await repo.replaceMyTags(ava, ['Bookkeeping', 'Year-end accounts', 'Payroll']);
  const rewardsRepo = createRewardsRepository(db);
  const commission = await rewardsRepo.insert(
    {
      ownerId: ava,
      type: 'standard',
      kind: 'commission_or_rebate',
      title: 'Commission or rebate',
      value: "10% of the first year's fees",
      description: 'Paid once the client signs their engagement letter.',
      status: 'active',
    },
    [],
  );
  const isoDay = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  await rewardsRepo.insert(
    {
      ownerId: ava,
      type: 'campaign',
      kind: 'voucher',
      title: 'Year-end rush',
      value: '£100 dinner voucher',
      description: 'For every introduction to a business with a December year end.',
      status: 'active',
      startsOn: isoDay(-10),
      endsOn: isoDay(45),
      audience: 'ALL',
    },
    [],
  );
  const day = 86_400_000;
  const now = Date.now();
  const demo: Array<[number, boolean, string, LeadStatus, string, string, number, number]> = [
    [0, true, 'Commercial property', 'CONVERTED', 'Hannah', 'Reid', 18_500, 150],
    [0, false, 'Bookkeeping', 'MEETING', 'Tom', 'Ashworth', 4_200, 20],
    [1, false, 'Payroll', 'NEW', 'Grace', 'Lindqvist', 2_400, 2],
    [1, true, 'Insurance', 'PROPOSAL', 'Marcus', 'Bell', 9_000, 35],
    [2, false, 'Year-end accounts', 'CONVERTED', 'Priya', 'Nair', 6_750, 90],
    [3, true, 'Marketing', 'CONTACTED', 'Leo', 'Fischer', 3_300, 12],
    [4, false, 'Bookkeeping', 'LOST', 'Sofia', 'Romano', 1_800, 200],
    [5, false, 'Payroll', 'CONVERTED', 'James', 'Carter', 12_000, 300],
    // This month's ledger (ADR 027): business both ways between Ava and Ben, who share a group.
    [0, true, 'Legal services', 'CONVERTED', 'Nadia', 'Okafor', 7_500, 6],
    [0, false, 'Year-end accounts', 'CONVERTED', 'Owen', 'Price', 3_200, 4],
  ];
  // What each converted lead closed at (its receiver recorded it); James Carter's reward is paid.
  const closedAt: Record<string, number> = {
    Reid: 21_000,
    Nair: 7_200,
    Carter: 11_400,
    Okafor: 8_250,
    Price: 3_600,
  };
  for (const [friend, fromAva, type, status, firstName, lastName, value, ageDays] of demo) {
    const leadType = await repo.leadTypeNamed(type);
    const createdAt = new Date(now - ageDays * day);
    const giverId = fromAva ? ava : friends[friend]!;
    const receiverId = fromAva ? friends[friend]! : ava;
    // Its history: passed on, then moved by its receiver straight to where it stands now.
    const movedAt = new Date(createdAt.getTime() + Math.min(ageDays / 2, 14) * day);
    const lead = await repo.insert({
      giverId,
      receiverId,
      leadTypeId: leadType.id,
      status,
      tags: fromAva ? [] : [type],
      sourceOfLead: fromAva ? 'Client referral' : null,
      contactFirstName: firstName,
      contactLastName: lastName,
      contactEmail: `${firstName}.${lastName}@prospect.example`.toLowerCase(),
      contactCompany: `${lastName} Holdings`,
      estimatedValue: value,
      currency: 'GBP',
      createdAt,
      statusChangedAt: status === 'NEW' ? createdAt : movedAt,
      convertedAt: status === 'CONVERTED' ? movedAt : null,
      closedValue: status === 'CONVERTED' ? (closedAt[lastName] ?? value) : null,
      closedCurrency: status === 'CONVERTED' ? 'GBP' : null,
      rewardPaidOn:
        lastName === 'Carter'
          ? new Date(movedAt.getTime() + 20 * day).toISOString().slice(0, 10)
          : null,
      // Leads to Ava came under her standing commission offer.
      rewardId: fromAva ? null : commission.id,
    });
    await repo.recordStageChange({
      leadId: lead.id,
      from: null,
      to: 'NEW',
      by: giverId,
      at: createdAt,
    });
    if (status !== 'NEW')
      await repo.recordStageChange({
        leadId: lead.id,
        from: 'NEW',
        to: status,
        by: receiverId,
        at: movedAt,
      });
  }
}
