import { sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.js';
import { hashPassword } from '../lib/secrets.js';
import { users } from '../modules/users/users.tables.js';
import { bulkLoad } from './bulk-load.js';
import { DEMO_PASSWORD } from './demo-password.js';
import { generateCommunity } from './generate-community.js';

const FIRST = [
  'Ava',
  'Ben',
  'Chloe',
  'Daniel',
  'Emma',
  'Finn',
  'Grace',
  'Harry',
  'Isla',
  'Jack',
  'Keira',
  'Liam',
  'Maya',
  'Noah',
  'Olivia',
  'Patrick',
  'Quinn',
  'Ruby',
  'Sam',
  'Theo',
  'Una',
  'Victor',
  'Willow',
  'Xavier',
  'Yasmin',
  'Zach',
  'Aoife',
  'Cian',
  'Niamh',
  'Sean',
  'Priya',
  'Arjun',
  'Mei',
  'Kofi',
  'Amara',
  'Luca',
  'Sofia',
  'Mateo',
  'Hannah',
  'Ethan',
];
const LAST = [
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Johnson',
  'Davies',
  'Patel',
  'Walsh',
  'Murphy',
  'Kelly',
  'OBrien',
  'Byrne',
  'Ryan',
  'Okafor',
  'Nguyen',
  'Garcia',
  'Miller',
  'Davis',
  'Martinez',
  'Chen',
  'Khan',
  'Singh',
  'Evans',
  'Thomas',
  'Roberts',
  'Walker',
  'Wright',
  'Thompson',
  'White',
  'Hughes',
  'Edwards',
  'Green',
  'Hall',
  'Wood',
  'Harris',
  'Clarke',
  'Jackson',
  'Turner',
];
const COMPANY = [
  'Northwind',
  'Bluebell',
  'Harbour',
  'Oakridge',
  'Summit',
  'Riverside',
  'Keystone',
  'Lighthouse',
  'Meridian',
  'Granite',
  'Willowbrook',
  'Brightside',
  'Cobalt',
  'Evergreen',
  'Foxglove',
  'Ironbridge',
  'Juniper',
  'Kestrel',
  'Larkspur',
  'Marlow',
];
const SUFFIX = ['Ltd', 'LLP', 'Group', '& Co', 'Partners', 'Consulting'];
const TITLE = [
  'Director',
  'Managing Partner',
  'Founder',
  'Head of Sales',
  'Business Development Manager',
  'Consultant',
  'Financial Adviser',
  'Solicitor',
  'Marketing Manager',
  'Chief Executive',
];
const HEADLINE = [
  'Helping small businesses grow',
  'Trusted adviser to owner-managed firms',
  'Connecting people with property',
  'Making technology simple for SMEs',
  'Events that bring people together',
  'Protecting what matters to your business',
  'Recruiting great people for great teams',
  'Clear advice on tax and accounts',
];

/** Deterministic pseudo-random numbers, so a generated data set is the same every time. */
function rng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x ^= x + Math.imul(x ^ (x >>> 7), 61 | x);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const textArray = (items: string[]) =>
  sql.raw(`array[${items.map((i) => `'${i.replace(/'/g, "''")}'`).join(',')}]`);

/**
 * Adds `count` active members (`<prefix>.N@nethub.bench`, password as the demo logins) with
 * profiles, locations, sectors and about `connectionsEach` connections each (one in ten still a
 * pending request). Bulk work runs as set-based SQL so 100k members take seconds, not minutes.
 */
export async function generateMembers(
  db: Db,
  count: number,
  {
    prefix = 'gen',
    domain = 'nethub.bench',
    connectionsEach = 50,
    leadsEach = 20,
    community,
    onProgress,
  }: {
    prefix?: string;
    domain?: string;
    connectionsEach?: number;
    /** About how many leads each member gives or receives (passed along connections). */
    leadsEach?: number;
    /** Network groups, posts and notifications for these members (see generateCommunity). */
    community?: { groups: number; postsEach: number; notificationsEach: number };
    onProgress?: (done: number) => void;
  } = {},
) {
  const pattern = `${prefix}.%@${domain}`;
  const generated = sql`(select id, (row_number() over (order by email))::int - 1 as n from users where email like ${pattern})`;
  // Large sets load with triggers, foreign-key checks and plain indexes off (bulkLoad); the
  // demo's 40 members, seeded at every fresh start, take the ordinary path.
  const inBulk = (tables: string[], work: (tx: DbOrTx) => Promise<void>) =>
    count >= BULK_LOAD_FROM ? bulkLoad(db, tables, work) : work(db);
  // member_search_words keeps its indexes: member_search_refresh deletes a member's words by
  // member before writing them (see refreshMissingSearchRows).
  await inBulk(
    [
      'users',
      'profiles',
      'user_preferences',
      'profile_sectors',
      'sector_region_members',
      'member_search',
    ],
    (tx) => insertMembers(tx, count, { prefix, domain, generated, onProgress }),
  );
  const half = Math.floor(connectionsEach / 2);
  if (half >= 1)
    await inBulk(['connections', 'connection_sides'], (tx) =>
      connectGenerated(tx, generated, half),
    );
  if (half >= 1 && leadsEach > 0)
    await inBulk(['leads', 'member_lead_tags'], (tx) =>
      passGeneratedLeads(tx, pattern, leadsEach / connectionsEach),
    );
  if (community)
    await inBulk(['posts', 'notifications', 'group_members', 'member_search'], async (tx) => {
      await generateCommunity(tx, pattern, community);
      await refreshMissingSearchRows(tx);
    });
  // Fresh statistics (without them the planner misjudges every list after a bulk load) and a
  // vacuum, so reads neither pay for setting hint bits nor lose index-only scans: measured at
  // 100k, explore's p95 was 26 ms right after the bulk insert and 16 ms after the vacuum.
  await db.execute(sql`vacuum analyze`);
}

/** From this many members on, generateMembers loads in bulk (see bulkLoad). */
const BULK_LOAD_FROM = 10_000;

/**
 * member_search's rows for members who have none: what its triggers do row by row, done once
 * after a bulk load that turned them off.
 */
async function refreshMissingSearchRows(tx: DbOrTx) {
  // The function deletes a member's words by member first. On a word table that has never been
  // analysed PostgreSQL plans that as a scan of the table (it looks tiny), once for the whole
  // statement: a scan of every word written so far per member (hours at 1M). Local to the bulk
  // load's transaction (outside one, as for the demo's few members, it lasts one statement).
  await tx.execute(sql`select set_config('enable_seqscan', 'off', true)`);
  await tx.execute(sql`select member_search_refresh(u.id) from users u
    where not exists (select 1 from member_search m where m.user_id = u.id)`);
  await tx.execute(sql`select set_config('enable_seqscan', 'on', true)`);
}

async function insertMembers(
  db: DbOrTx,
  count: number,
  {
    prefix,
    domain,
    generated,
    onProgress,
  }: { prefix: string; domain: string; generated: SQL; onProgress?: (done: number) => void },
) {
  const random = rng(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const verifiedAt = new Date();
  const batchSize = 2000;
  for (let start = 0; start < count; start += batchSize) {
    const rows = Array.from({ length: Math.min(batchSize, count - start) }, (_, i) => {
      const firstName = pick(FIRST);
      const lastName = pick(LAST);
      return {
        email: `${prefix}.${start + i}@${domain}`,
        firstName,
        lastName,
        passwordHash,
        status: 'active',
        emailVerifiedAt: verifiedAt,
        createdAt: new Date(verifiedAt.getTime() - Math.floor(random() * 3 * 365 * 86_400_000)),
      };
    });
    await db.insert(users).values(rows).onConflictDoNothing();
    onProgress?.(start + rows.length);
  }
  // Statistics first: without them the member_search triggers below plan their lookup of one
  // user as a scan of every user (100k × 100k: the profiles insert ran for over 20 minutes), and
  // the pairing join of connectGenerated runs as a nested loop (hours).
  await db.execute(sql`analyze users`);
  await db.execute(sql`
    insert into profiles (user_id, headline, company, job_title)
    select g.id, (${textArray(HEADLINE)})[1 + g.n % ${HEADLINE.length}],
      (${textArray(COMPANY)})[1 + (g.n * 7) % ${COMPANY.length}] || ' ' || (${textArray(SUFFIX)})[1 + (g.n / 3) % ${SUFFIX.length}],
      (${textArray(TITLE)})[1 + (g.n * 3) % ${TITLE.length}]
    from ${generated} g where g.n % 10 <> 9
    on conflict (user_id) do nothing`);
  await db.execute(sql`
    insert into user_preferences (user_id, country_id, region_id)
    select g.id, r.country_id, r.id
    from ${generated} g
    join (select id, country_id, (row_number() over (order by name))::int - 1 as k from regions) r
      on r.k = (g.n * 13) % (select count(*) from regions)
    where g.n % 5 <> 4
    on conflict (user_id) do nothing`);
  await db.execute(sql`
    insert into profile_sectors (user_id, sector_id)
    select g.id, s.id
    from ${generated} g
    join (select id, (row_number() over (order by name))::int - 1 as k from sectors) s
      on s.k in (g.n % (select count(*) from sectors), (g.n * 11 + 5) % (select count(*) from sectors))
    on conflict do nothing`);
  // What the sectors' and preferences' triggers write row by row (migration 0034).
  await db.execute(sql`
    insert into sector_region_members (user_id, sector_id, region_id)
    select s.user_id, s.sector_id, p.region_id
    from ${generated} g
    join profile_sectors s on s.user_id = g.id
    join user_preferences p on p.user_id = g.id
    where p.region_id is not null
    on conflict do nothing`);
  await refreshMissingSearchRows(db);
}

async function connectGenerated(db: DbOrTx, generated: SQL, half: number) {
  await db.execute(sql`
    with g as ${generated}, total as (select count(*)::int as c from g)
    insert into connections (user_low, user_high, requester_id, status)
    select least(a.id, b.id), greatest(a.id, b.id), a.id, case when k % 10 = 0 then 'REQUESTED' else 'CONNECTED' end
    from g a cross join generate_series(1, ${half}) k
    join g b on b.n = (a.n + k * 37) % (select c from total)
    where a.id <> b.id
    on conflict do nothing`);
  // What the connections trigger writes row by row (migration 0033), when it is off in bulk.
  await db.execute(sql`
    insert into connection_sides (member_id, other_id, connection_id, requester_id, status,
      other_first_name, created_at, updated_at)
    select side.member_id, side.other_id, c.id, c.requester_id, c.status, u.first_name,
      c.created_at, c.updated_at
    from connections c
    cross join lateral (values (c.user_low, c.user_high), (c.user_high, c.user_low)) side(member_id, other_id)
    join users u on u.id = side.other_id
    on conflict do nothing`);
}

const LEAD_TYPES = [
  'Accounting',
  'Bookkeeping',
  'Commercial property',
  'Office lease',
  'Insurance',
  'IT support',
  'Legal services',
  'Marketing',
  'Payroll',
  'Recruitment',
  'Web design',
  'Financial planning',
];
const LEAD_SOURCES = [
  'Networking breakfast',
  'Client referral',
  'Trade show',
  'Chamber of commerce',
  'LinkedIn conversation',
  'Golf day',
];
/** Stages with their share of leads: most are early, some won, some lost. */
const LEAD_STAGES = textArray([
  ...Array<string>(6).fill('NEW'),
  ...Array<string>(4).fill('CONTACTED'),
  ...Array<string>(3).fill('MEETING'),
  ...Array<string>(2).fill('PROPOSAL'),
  ...Array<string>(3).fill('CONVERTED'),
  ...Array<string>(2).fill('LOST'),
]);

/**
 * Leads along a `share` of the generated members' connections (nine in ten are connected), in both directions, spread over
 * the last two years with realistic stages, values and currencies.
 */
async function passGeneratedLeads(db: DbOrTx, pattern: string, share: number) {
  await db.execute(sql`
    insert into lead_types (name, name_key)
    select t, upper(t) from unnest(${textArray(LEAD_TYPES)}) t
    on conflict (name_key) do nothing`);
  // Two kinds of leads each member looks for (who-to-meet suggestions match them, ADR 031).
  await db.execute(sql`
    with g as (select id, (row_number() over (order by email))::int - 1 as n from users where email like ${pattern})
    insert into member_lead_tags (user_id, tag, tag_key, position)
    select g.id, t, upper(t), j from g cross join generate_series(0, 1) j
    cross join lateral (select (${textArray(LEAD_TYPES)})[1 + (g.n * 5 + j * 7) % ${LEAD_TYPES.length}] as t) k
    on conflict do nothing`);
  await db.execute(sql`
    insert into lead_sources (name, name_key, uses)
    select s, upper(s), 1 from unnest(${textArray(LEAD_SOURCES)}) s
    on conflict (name_key) do nothing`);
  await db.execute(sql`
    with pairs as (
      select c.user_low, c.user_high, abs(hashtext(c.id::text)) as h
      from connections c join users u on u.id = c.user_low
      where c.status = 'CONNECTED' and u.email like ${pattern}
    ), picked as (
      select case when h % 2 = 0 then user_low else user_high end as giver,
        case when h % 2 = 0 then user_high else user_low end as receiver,
        h, now() - ((h % 730) || ' days')::interval - ((h % 1440) || ' minutes')::interval as created
      from pairs where (h % 1000) < ${Math.min(1000, Math.round((share / 0.9) * 1000))}
    ), typed as (
      select p.*, t.id as type_id, (${LEAD_STAGES})[1 + (p.h / 7) % 20] as stage
      from picked p
      join (select id, (row_number() over (order by name))::int - 1 as k from lead_types) t
        on t.k = (p.h / 3) % (select count(*) from lead_types)
    )
    insert into leads (giver_id, receiver_id, lead_type_id, status, source_of_lead,
      contact_first_name, contact_last_name, contact_email, contact_company,
      estimated_value, currency, created_at, status_changed_at, converted_at)
    select giver, receiver, type_id, stage, (${textArray(LEAD_SOURCES)})[1 + h % ${LEAD_SOURCES.length}],
      (${textArray(FIRST)})[1 + (h / 11) % ${FIRST.length}], (${textArray(LAST)})[1 + (h / 13) % ${LAST.length}],
      'prospect.' || (h % 100000) || '@example.com',
      (${textArray(COMPANY)})[1 + (h / 17) % ${COMPANY.length}] || ' Ltd',
      (500 + (h / 19) % 49500)::numeric, (array['GBP','GBP','GBP','EUR','USD'])[1 + (h / 23) % 5],
      created, created + interval '3 days',
      case when stage = 'CONVERTED' then created + ((h % 60) || ' days')::interval end
    from typed`);
}
