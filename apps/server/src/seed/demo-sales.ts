import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { eventTickets, groupEvents } from '../modules/events/events.tables.js';
import { networkGroups } from '../modules/groups/groups.tables.js';
import { organizations } from '../modules/organizations/organizations.tables.js';
import { payments } from '../modules/payments/payments.tables.js';
import { subscribers, subscriptionPlans } from '../modules/subscriptions/subscriptions.tables.js';
import { users } from '../modules/users/users.tables.js';

type People = { ava: string; ben: string; owner: string };
const DAY = 86_400_000;
const at = (days: number, hour = 8) => {
  const date = new Date(Date.now() + days * DAY);
  date.setUTCHours(hour, 0, 0, 0);
  return date;
};

/**
 * What Olivia's organisation sells: two upcoming events, Ava's paid circle membership (and
 * the payments behind it), Ben's breakfast ticket with his food preferences.
 */
export async function seedDemoSales(db: Db, { ava, ben, owner }: People) {
  const [org] = await db.select().from(organizations).where(eq(organizations.ownerId, owner));
  await db
    .update(organizations)
    .set({ website: 'https://northwest-business.example' })
    .where(eq(organizations.id, org!.id));
  const [circle] = await db
    .select()
    .from(networkGroups)
    .where(
      and(
        eq(networkGroups.organizationId, org!.id),
        eq(networkGroups.name, 'Manchester Business Circle'),
      ),
    );
  const [monthly] = await db
    .select()
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.groupId, circle!.id), eq(subscriptionPlans.period, 'month')));
  const [breakfast] = await db
    .insert(groupEvents)
    .values([
      {
        groupId: circle!.id,
        title: 'Circle breakfast: winning public-sector contracts',
        description:
          'A hot breakfast and a straight-talking session with two members who won council framework places this year.',
        venue: 'The Midland Hotel, Manchester',
        startsAt: at(12, 7),
        endsAt: at(12, 9),
        price: 15,
        currency: 'GBP',
        capacity: 40,
        ticketsTaken: 1,
      },
      {
        groupId: circle!.id,
        title: 'Online: referral etiquette for new members',
        description: 'Forty minutes on giving and asking for referrals the circle way.',
        venue: 'Online (link in your ticket e-mail)',
        startsAt: at(20, 12),
        price: 0,
        currency: 'GBP',
      },
    ])
    .returning();
  const [benUser] = await db.select().from(users).where(eq(users.id, ben));
  const [ticket] = await db
    .insert(eventTickets)
    .values({
      eventId: breakfast!.id,
      userId: ben,
      email: benUser!.email,
      firstName: benUser!.firstName,
      lastName: benUser!.lastName,
      status: 'paid',
      preferences: ['vegetarian'],
      paidAt: at(-3, 10),
    })
    .returning();
  const [avaUser] = await db.select().from(users).where(eq(users.id, ava));
  const [subscriber] = await db
    .insert(subscribers)
    .values({
      planId: monthly!.id,
      userId: ava,
      status: 'active',
      paidAt: at(-5, 9),
      endsAt: at(25, 9),
    })
    .returning();
  const paid = (fields: {
    purchaseKind: 'subscription' | 'ticket';
    purchaseId: string;
    amountMinor: number;
    description: string;
    payerName: string;
    paidAt: Date;
  }) => ({
    ...fields,
    organizationId: org!.id,
    provider: 'test' as const,
    providerSessionId: `cs_test_demo_${fields.purchaseId.slice(0, 8)}_${fields.paidAt.getTime()}`,
    currency: 'GBP' as const,
    status: 'paid' as const,
    successUrl: '/',
    cancelUrl: '/',
    createdAt: fields.paidAt,
  });
  const avaName = `${avaUser!.firstName} ${avaUser!.lastName}`;
  await db.insert(payments).values([
    paid({
      purchaseKind: 'subscription',
      purchaseId: subscriber!.id,
      amountMinor: 3000,
      description: 'Manchester Business Circle: Circle membership (one month)',
      payerName: avaName,
      paidAt: at(-35, 9),
    }),
    paid({
      purchaseKind: 'subscription',
      purchaseId: subscriber!.id,
      amountMinor: 3000,
      description: 'Manchester Business Circle: Circle membership (one month)',
      payerName: avaName,
      paidAt: at(-5, 9),
    }),
    paid({
      purchaseKind: 'ticket',
      purchaseId: ticket!.id,
      amountMinor: 1500,
      description: `Ticket: ${breakfast!.title}`,
      payerName: `${benUser!.firstName} ${benUser!.lastName}`,
      paidAt: at(-3, 10),
    }),
  ]);
}
