import { count } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { hashPassword } from '../lib/secrets.js';
import { faqs, policies } from '../modules/content/content.tables.js';
import { users } from '../modules/users/users.tables.js';
import { FAQS, POLICIES } from './content.js';

export const DEMO_PASSWORD = 'NetHub-demo-1';
export const DEMO_LOGINS = [
  { email: 'ava@nethub.demo', firstName: 'Ava', lastName: 'Thompson', role: 'member' },
  { email: 'ben@nethub.demo', firstName: 'Ben', lastName: 'Okafor', role: 'member' },
  {
    email: 'owner@nethub.demo',
    firstName: 'Olivia',
    lastName: 'Grant',
    role: 'organisation owner',
  },
] as const;

/**
 * Reference content always; demo members only into an empty database. Safe to run on every
 * start: nothing is inserted twice.
 */
export async function seedDemo(db: Db, { withUsers }: { withUsers: boolean }) {
  await db.insert(policies).values(POLICIES).onConflictDoNothing();
  const [faqCount] = await db.select({ value: count() }).from(faqs);
  if (!faqCount?.value)
    await db.insert(faqs).values(FAQS.map((faq, position) => ({ ...faq, position })));
  if (!withUsers) return { createdUsers: false };
  const [userCount] = await db.select({ value: count() }).from(users);
  if (userCount?.value) return { createdUsers: false };
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date();
  await db.insert(users).values(
    DEMO_LOGINS.map((login) => ({
      email: login.email,
      firstName: login.firstName,
      lastName: login.lastName,
      passwordHash,
      status: 'active',
      isOrgOwner: login.role === 'organisation owner',
      emailVerifiedAt: now,
    })),
  );
  return { createdUsers: true };
}
