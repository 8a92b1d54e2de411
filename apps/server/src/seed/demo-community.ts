import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { createNetworkGroup, createOrganization } from './group-setup.js';
import { groupMembers, networkGroups } from '../modules/groups/groups.tables.js';
import { notifications } from '../modules/notifications/notifications.tables.js';
import { postMentions, postResponses, posts } from '../modules/posts/posts.tables.js';
import { countries, regions, sectors } from '../modules/reference/reference.tables.js';
import { groupReviews } from '../modules/reviews/reviews.tables.js';
import { users } from '../modules/users/users.tables.js';

type People = { ava: string; ben: string; owner: string; others: string[] };
const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

/**
 * The organisation Olivia runs, its groups (Ava and Ben are members of the Manchester circle and
 * Ava of its finance table; one member waits for approval), reviews, a lively community feed and
 * the notifications these would have produced.
 */
export async function seedDemoCommunity(db: Db, people: People) {
  await db.transaction(async (tx) => {
    const groups = await seedGroups(tx as unknown as Db, people);
    const bensPosts = await seedPosts(tx as unknown as Db, people, groups.circle);
    await seedNotifications(tx as unknown as Db, people, groups.circle, bensPosts);
  });
}

async function seedGroups(db: Db, { ava, ben, owner, others }: People) {
  const [allSectors, allCountries, allRegions] = await Promise.all([
    db.select().from(sectors),
    db.select().from(countries),
    db.select().from(regions),
  ]);
  const sector = (name: string) => allSectors.find((s) => s.name === name)!.id;
  const country = (code: string) => allCountries.find((c) => c.code === code)!.id;
  const region = (name: string) => allRegions.find((r) => r.name === name)!.id;
  const org = await createOrganization(db, {
    name: 'North West Business Network',
    ownerId: owner,
    description: 'Business networking groups for owner-managed firms across the North West.',
  });
  const group = (fields: Omit<Parameters<typeof createNetworkGroup>[1], 'organizationId'>) =>
    createNetworkGroup(db, { organizationId: org.id, ...fields });
  const circle = await group({
    name: 'Manchester Business Circle',
    description:
      'A fortnightly breakfast for owners of growing firms in Greater Manchester: referrals, introductions and honest advice.',
    countryId: country('GB'),
    regionIds: [region('North West England')],
    sectorIds: [sector('Accounting & Finance'), sector('Consulting')],
    plans: [
      { name: 'Circle membership', price: 30, currency: 'GBP', period: 'month' },
      { name: 'Circle membership (annual)', price: 300, currency: 'GBP', period: 'year' },
    ],
  });
  const financeTable = await group({
    name: 'Finance Table',
    description: 'Accountants, advisers and lenders of the circle.',
    parentId: circle.id,
  });
  await group({
    name: 'Property Table',
    description: 'Agents, surveyors and developers of the circle.',
    parentId: circle.id,
  });
  const dublin = await group({
    name: 'Dublin Property Forum',
    description: 'Commercial property professionals meeting monthly in Dublin.',
    countryId: country('IE'),
    regionIds: [region('Dublin')],
    plans: [{ name: 'Forum membership', price: 25, currency: 'EUR', period: 'month' }],
  });
  await group({
    name: 'East Coast Founders',
    description: 'Founders of service businesses from Boston to Washington.',
    countryId: country('US'),
    regionIds: [region('New York')],
    sectorIds: [sector('Information Technology')],
    plans: [{ name: 'Founders pass', price: 45, currency: 'USD', period: 'month' }],
  });
  const joined = (groupId: string, userId: string, isHomeGroup = false) => ({
    groupId,
    userId,
    status: 'joined' as const,
    isHomeGroup,
    joinedAt: ago(24 * 30),
  });
  const members = [
    joined(circle.id, ava, true),
    joined(circle.id, ben),
    ...others.slice(0, 4).map((id) => joined(circle.id, id)),
    joined(financeTable.id, ava),
    joined(dublin.id, ben, true),
  ];
  await db.insert(groupMembers).values([
    ...members,
    {
      groupId: circle.id,
      userId: others[5]!,
      status: 'requested',
      requestNote: 'I run a payroll bureau in Stockport and would love to join.',
    },
  ]);
  const reviews = [
    {
      groupId: circle.id,
      authorId: ben,
      rating: 5,
      comment: 'The best two hours of my fortnight.',
    },
    { groupId: circle.id, authorId: others[0]!, rating: 4, comment: 'Good people, early start.' },
  ];
  await db.insert(groupReviews).values(reviews);
  for (const id of [circle.id, financeTable.id, dublin.id]) {
    await db
      .update(networkGroups)
      .set({
        memberCount: sql`(select count(*) from group_members where group_id = ${id} and status = 'joined')`,
        ratingSum: sql`(select coalesce(sum(rating), 0) from group_reviews where group_id = ${id})`,
        reviewCount: sql`(select count(*) from group_reviews where group_id = ${id})`,
      })
      .where(eq(networkGroups.id, id));
  }
  return { circle };
}

async function seedPosts(db: Db, { ava, ben, others }: People, circle: { id: string }) {
  const community = [
    [
      ben,
      'We have just taken on a 4,000 sq ft office in Ancoats. Anyone know a good fit-out firm?',
      2,
    ],
    [
      others[0]!,
      'Tip for anyone hiring this quarter: the new apprenticeship levy rules make it cheaper than you think.',
      5,
    ],
    [
      ava,
      'Year-end reminder: if your accounts close on 31 December, now is the time to book your review.',
      9,
    ],
    [others[1]!, 'Looking for an introduction to a commercial insurance broker in Leeds.', 20],
    [
      others[2]!,
      'Thank you to everyone who came to our open day — twelve new conversations started.',
      30,
    ],
  ] as const;
  const rows = await db
    .insert(posts)
    .values([
      ...community.map(([authorId, content, hours]) => ({
        authorId,
        content,
        createdAt: ago(hours),
        updatedAt: ago(hours),
      })),
      {
        authorId: ben,
        groupId: circle.id,
        content: 'Breakfast moves to the Midland Hotel from next month. Same time, better coffee.',
        createdAt: ago(4),
        updatedAt: ago(4),
      },
    ])
    .returning({ id: posts.id, authorId: posts.authorId });
  const bensOffice = rows[0]!.id;
  await db.insert(postResponses).values({
    postId: bensOffice,
    authorId: ava,
    content: 'Try Northern Fit-Out — they did our Deansgate office on time and on budget.',
    createdAt: ago(1),
  });
  await db.update(posts).set({ responseCount: 1 }).where(eq(posts.id, bensOffice));
  // A thank-you that mentions Ava (ADR 032): her name links to her profile.
  const [thanks] = await db
    .insert(posts)
    .values({
      authorId: ben,
      content:
        'Fit-out contract signed with Northern Fit-Out. Thank you @Ava Thompson for the introduction!',
      createdAt: ago(0.5),
      updatedAt: ago(0.5),
    })
    .returning({ id: posts.id });
  await db.insert(postMentions).values({ postId: thanks!.id, userId: ava });
  return { bensOffice, thanks: thanks!.id };
}

/** What the events would have told Ava, Ben and Olivia. */
async function seedNotifications(
  db: Db,
  { ava, ben, owner, others }: People,
  circle: { id: string },
  bensPosts: { bensOffice: string; thanks: string },
) {
  const [circleName] = await db
    .select({ name: networkGroups.name })
    .from(networkGroups)
    .where(eq(networkGroups.id, circle.id));
  const requesters = await db
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, circle.id), inArray(groupMembers.status, ['requested'])));
  const group = { groupId: circle.id, groupName: circleName!.name };
  const names = new Map(
    (
      await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(inArray(users.id, [...requesters.map((r) => r.userId), ...others.slice(5, 7)]))
    ).map((u) => [u.id, u]),
  );
  const actor = (userId: string) => ({
    actorId: userId,
    actorFirstName: names.get(userId)!.firstName,
    actorLastName: names.get(userId)!.lastName,
  });
  const nameOf = (userId: string) =>
    `${names.get(userId)!.firstName} ${names.get(userId)!.lastName}`;
  await db.insert(notifications).values([
    {
      userId: ava,
      type: 'GROUP_POST',
      message: `Ben Okafor posted in ${group.groupName}`,
      link: `/network-directory/${circle.id}?tab=feed`,
      actorId: ben,
      actorFirstName: 'Ben',
      actorLastName: 'Okafor',
      ...group,
      createdAt: ago(4),
    },
    {
      userId: ava,
      type: 'POST_MENTION',
      message: 'Ben Okafor mentioned you in a post',
      link: `/community/posts/${bensPosts.thanks}`,
      actorId: ben,
      actorFirstName: 'Ben',
      actorLastName: 'Okafor',
      createdAt: ago(0.5),
    },
    {
      userId: ava,
      type: 'GROUP_REQUEST_APPROVED',
      message: `Your request to join ${group.groupName} was approved`,
      link: `/network-directory/${circle.id}`,
      ...group,
      createdAt: ago(24 * 30),
      readAt: ago(24 * 29),
    },
    {
      userId: ben,
      type: 'POST_RESPONSE',
      message: 'Ava Thompson responded to your post',
      link: `/community/posts/${bensPosts.bensOffice}`,
      actorId: ava,
      actorFirstName: 'Ava',
      actorLastName: 'Thompson',
      createdAt: ago(1),
    },
    ...requesters.map(({ userId }) => ({
      userId: owner,
      type: 'GROUP_JOIN_REQUESTED' as const,
      message: `${nameOf(userId)} asked to join ${group.groupName}`,
      link: `/network-directory/${circle.id}/requests`,
      ...actor(userId),
      ...group,
      createdAt: ago(3),
    })),
    ...others.slice(5, 7).map((userId, i) => ({
      userId: ava,
      type: 'CONNECTION_REQUEST' as const,
      message: `${nameOf(userId)} would like to connect with you`,
      link: '/connections',
      ...actor(userId),
      createdAt: ago(6 + i * 20),
    })),
  ]);
}
