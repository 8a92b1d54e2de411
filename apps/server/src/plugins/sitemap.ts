import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/client.js';
import { groupEvents } from '../modules/events/events.tables.js';
import { networkGroups } from '../modules/groups/groups.tables.js';
import { subscriptionPlans } from '../modules/subscriptions/subscriptions.tables.js';

/** The pages a search engine may index: the public, signed-out side of the product. */
export const PUBLIC_PAGES = ['/login', '/sign-up', '/policies', '/public-subscriptions-list'];
/** A sitemap holds at most 50,000 URLs; plans and events share what is left. */
const MAX_DYNAMIC = 20_000;

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Plans and upcoming events on sale, each with its public page. */
async function dynamicPages(db: Db) {
  const [plans, events] = await Promise.all([
    db
      .select({ id: subscriptionPlans.id })
      .from(subscriptionPlans)
      .innerJoin(networkGroups, eq(networkGroups.id, subscriptionPlans.groupId))
      .where(and(eq(subscriptionPlans.active, true), eq(networkGroups.active, true)))
      .orderBy(asc(subscriptionPlans.id))
      .limit(MAX_DYNAMIC),
    db
      .select({ id: groupEvents.id })
      .from(groupEvents)
      .where(and(eq(groupEvents.active, true), gt(groupEvents.startsAt, sql`now()`)))
      .orderBy(asc(groupEvents.startsAt))
      .limit(MAX_DYNAMIC),
  ]);
  return [
    ...plans.map((plan) => `/public-subscription-details?id=${plan.id}`),
    ...events.map((event) => `/public-event-ticket?eventId=${event.id}`),
  ];
}

export const sitemapRoute: FastifyPluginAsync<{ db: Db; publicUrl: string }> = async (
  app,
  { db, publicUrl },
) => {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const pages = [...PUBLIC_PAGES, ...(await dynamicPages(db))];
    const urls = pages
      .map((page) => `  <url><loc>${escapeXml(publicUrl + page)}</loc></url>`)
      .join('\n');
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  });
};
