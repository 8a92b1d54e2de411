import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { hashPassword } from '../lib/secrets.js';
import { DEMO_PASSWORD } from './demo-password.js';

const OPENERS = [
  'Looking for an introduction to',
  'We are hiring:',
  'Thank you to everyone who came to',
  'Quick tip on',
  'Does anyone know a good',
  'Delighted to announce',
  'Question for the network about',
  'Reminder:',
];
const TOPICS = [
  'commercial property in the city centre',
  'our new office opening',
  'year-end accounts and tax planning',
  'a reliable IT support partner',
  'the breakfast meeting next Thursday',
  'payroll for a growing team',
  'marketing for professional services',
  'export finance and trade shows',
  'employment law changes this quarter',
  'a printer for event materials',
];

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/**
 * Groups, memberships, posts and notifications for the generated members (`pattern` matches
 * their e-mails): `groups` groups run by one organisation per ten groups, each member in about
 * three groups, `postsEach` posts per member (one in five on a group feed) and
 * `notificationsEach` notifications per member (four in five already read). Set-based SQL:
 * 1k groups and 1M posts at 100k members take a few minutes.
 */
export async function generateCommunity(
  db: DbOrTx,
  pattern: string,
  { groups = 1000, postsEach = 10, notificationsEach = 10 } = {},
) {
  const owners = Math.max(1, Math.ceil(groups / 10));
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.execute(sql`
    insert into users (email, first_name, last_name, password_hash, status, is_org_owner, email_verified_at)
    select 'org.' || k || '@nethub.bench', 'Organiser', 'No ' || k, ${passwordHash}, 'active', true, now()
    from generate_series(0, ${owners - 1}) k
    on conflict do nothing`);
  await db.execute(sql`
    insert into organizations (name, owner_id)
    select 'Business Network ' || u.email, u.id from users u
    where u.email like 'org.%@nethub.bench'
      and not exists (select 1 from organizations o where o.owner_id = u.id)`);
  await db.execute(sql`
    with orgs as (select id, (row_number() over (order by name))::int - 1 as k from organizations
                  where name like 'Business Network org.%'),
         countries_k as (select id, (row_number() over (order by code))::int - 1 as k from countries)
    insert into network_groups (organization_id, name, description, country_id)
    select o.id, 'Business Circle ' || g, 'A networking group for owner-managed firms (' || g || ').',
      (select c.id from countries_k c where c.k = g % (select count(*) from countries))
    from generate_series(0, ${groups - 1}) g
    join orgs o on o.k = g / 10`);
  const generatedGroups = sql`(select id, country_id, (row_number() over (order by name, id))::int - 1 as k
    from network_groups where name like 'Business Circle %' and parent_id is null)`;
  await db.execute(sql`
    insert into network_group_regions (group_id, region_id)
    select g.id, r.id from ${generatedGroups} g
    join lateral (select id from regions where country_id = g.country_id
                  order by hashtext(id::text || g.k) limit 2) r on true
    on conflict do nothing`);
  await db.execute(sql`
    insert into network_group_sectors (group_id, sector_id)
    select g.id, s.id from ${generatedGroups} g
    join (select id, (row_number() over (order by name))::int - 1 as k from sectors) s
      on s.k in (g.k % (select count(*) from sectors), (g.k * 7 + 3) % (select count(*) from sectors))
    on conflict do nothing`);
  await db.execute(sql`
    insert into subscription_plans (group_id, name, price, currency, period)
    select g.id, 'Membership ' || g.k, 20 + (g.k % 5) * 10, (array['GBP','EUR','USD'])[1 + g.k % 3], 'month'
    from ${generatedGroups} g`);
  // Owners first, then about three groups per member (one in twenty still a request).
  await db.execute(sql`
    insert into group_members (group_id, user_id, role, status, joined_at)
    select n.id, o.owner_id, 'OWNER', 'joined', now()
    from network_groups n join organizations o on o.id = n.organization_id
    where n.name like 'Business Circle %'
    on conflict do nothing`);
  await db.execute(sql`analyze users; analyze network_groups`);
  await db.execute(sql`
    with members as (select id, (row_number() over (order by email))::int - 1 as n
                     from users where email like ${pattern}),
         gs as ${generatedGroups}
    insert into group_members (group_id, user_id, status, requested_at, joined_at)
    select gs.id, m.id, case when (m.n + j) % 20 = 0 then 'requested' else 'joined' end,
      now() - ((m.n % 500) || ' days')::interval, now() - ((m.n % 500) || ' days')::interval
    from members m cross join generate_series(0, 2) j
    join gs on gs.k = (m.n * 7 + j * 331) % ${groups}
    on conflict do nothing`);
  await db.execute(sql`
    update network_groups n set member_count = c.total
    from (select group_id, count(*)::int as total from group_members where status = 'joined'
          group by group_id) c
    where c.group_id = n.id`);
  await generatePosts(db, pattern, postsEach);
  await generateNotifications(db, pattern, notificationsEach);
  await generateSales(db, pattern);
}

/**
 * What the organisations sold: one member in three subscribes to their first group's plan (7 in
 * 10 active, then expired, pending, cancelled), each paid period with its payment; five events per
 * group (three to come) and a paid ticket for one member in four.
 */
async function generateSales(db: DbOrTx, pattern: string) {
  const firstGroup = sql`(select distinct on (user_id) user_id, group_id from group_members
                         where status = 'joined' and role = 'MEMBER' order by user_id, group_id)`;
  await db.execute(sql`
    with members as (select id, (row_number() over (order by email))::int - 1 as n
                     from users where email like ${pattern})
    insert into subscribers (plan_id, user_id, status, paid_at, ends_at, created_at)
    select p.id, m.id,
      case when (m.n / 3) % 10 < 8 then 'active' when (m.n / 3) % 10 = 8 then 'pending' else 'cancelled' end,
      case when (m.n / 3) % 10 < 8 then now() - ((m.n % 300) || ' days')::interval end,
      case when (m.n / 3) % 10 < 7 then now() + ((1 + m.n % 28) || ' days')::interval
           when (m.n / 3) % 10 = 7 then now() - ((1 + m.n % 200) || ' days')::interval end,
      now() - ((m.n % 300) || ' days')::interval
    from members m join ${firstGroup} fg on fg.user_id = m.id
    join lateral (select id from subscription_plans where group_id = fg.group_id limit 1) p on true
    where m.n % 3 = 0
    on conflict do nothing`);
  await db.execute(sql`
    insert into payments (purchase_kind, purchase_id, organization_id, provider, provider_session_id,
      amount_minor, currency, description, payer_name, status, paid_at, created_at, success_url, cancel_url)
    select 'subscription', s.id, g.organization_id, 'test', 'cs_bench_' || s.id,
      (p.price * 100)::int, p.currency, g.name || ': ' || p.name || ' (one month)',
      u.first_name || ' ' || u.last_name, 'paid', s.paid_at, s.paid_at, '/', '/'
    from subscribers s join subscription_plans p on p.id = s.plan_id
    join network_groups g on g.id = p.group_id join users u on u.id = s.user_id
    where s.paid_at is not null and g.name like 'Business Circle %'`);
  await db.execute(sql`
    insert into group_events (group_id, title, venue, starts_at, price, currency, capacity)
    select g.id, 'Breakfast meeting ' || e, 'Town hall, room ' || e,
      now() + ((e * 9 - 20) || ' days')::interval, 15, 'GBP', 80
    from network_groups g cross join generate_series(0, 4) e
    where g.name like 'Business Circle %' and g.parent_id is null`);
  await db.execute(sql`
    with members as (select id, email, first_name, last_name,
                       (row_number() over (order by email))::int - 1 as n
                     from users where email like ${pattern})
    insert into event_tickets (event_id, user_id, email, first_name, last_name, status, paid_at, preferences)
    select ev.id, m.id, m.email, m.first_name, m.last_name, 'paid', now(),
      case when m.n % 8 = 0 then array['vegetarian']::varchar[] else '{}'::varchar[] end
    from members m join ${firstGroup} fg on fg.user_id = m.id
    join lateral (select id from group_events where group_id = fg.group_id and starts_at > now()
                  order by starts_at limit 1) ev on true
    where m.n % 4 = 0`);
  await db.execute(sql`
    update group_events e set tickets_taken = c.total
    from (select event_id, count(*)::int as total from event_tickets where status <> 'cancelled'
          group by event_id) c
    where c.event_id = e.id`);
}

async function generatePosts(db: DbOrTx, pattern: string, postsEach: number) {
  await db.execute(sql`
    with members as (select id, (row_number() over (order by email))::int - 1 as n
                     from users where email like ${pattern}),
         first_group as (select distinct on (user_id) user_id, group_id from group_members
                         where status = 'joined' and role = 'MEMBER' order by user_id, group_id)
    insert into posts (author_id, group_id, content, created_at, updated_at)
    select m.id, case when (m.n + k) % 5 = 0 then fg.group_id end,
      (${textArray(OPENERS)})[1 + (m.n + k) % ${OPENERS.length}] || ' ' ||
      (${textArray(TOPICS)})[1 + (m.n * 3 + k) % ${TOPICS.length}] || '.',
      now() - (((m.n * 31 + k * 997) % 525600) || ' minutes')::interval,
      now() - (((m.n * 31 + k * 997) % 525600) || ' minutes')::interval
    from members m cross join generate_series(1, ${postsEach}) k
    left join first_group fg on fg.user_id = m.id`);
}

async function generateNotifications(db: DbOrTx, pattern: string, each: number) {
  await db.execute(sql`
    with members as (select id, (row_number() over (order by email))::int - 1 as n
                     from users where email like ${pattern})
    insert into notifications (user_id, type, message, link, read_at, created_at)
    select m.id,
      (array['CONNECTION_REQUEST','LEAD_RECEIVED','CONNECTION_ACCEPTED','POST_RESPONSE'])[1 + k % 4],
      'A member sent you an update', '/connections',
      case when k % 5 <> 0 then now() - (k || ' hours')::interval end,
      now() - ((k * 7) || ' hours')::interval
    from members m cross join generate_series(1, ${each}) k`);
}
