import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { hashPassword } from '../lib/secrets.js';
import { users } from '../modules/users/users.tables.js';
import { DEMO_PASSWORD } from './demo.js';

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
    onProgress,
  }: {
    prefix?: string;
    domain?: string;
    connectionsEach?: number;
    onProgress?: (done: number) => void;
  } = {},
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
  const pattern = `${prefix}.%@${domain}`;
  const generated = sql`(select id, (row_number() over (order by email))::int - 1 as n from users where email like ${pattern})`;
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
  // Without statistics on the fresh rows the pairing join below runs as a nested loop (hours).
  await db.execute(sql`analyze users`);
  const half = Math.floor(connectionsEach / 2);
  if (half >= 1) await connectGenerated(db, generated, half);
  // Fresh statistics: without them the planner misjudges every list after a bulk load.
  await db.execute(sql`analyze`);
}

async function connectGenerated(db: Db, generated: SQL, half: number) {
  await db.execute(sql`
    with g as ${generated}, total as (select count(*)::int as c from g)
    insert into connections (user_low, user_high, requester_id, status)
    select least(a.id, b.id), greatest(a.id, b.id), a.id, case when k % 10 = 0 then 'REQUESTED' else 'CONNECTED' end
    from g a cross join generate_series(1, ${half}) k
    join g b on b.n = (a.n + k * 37) % (select c from total)
    where a.id <> b.id
    on conflict do nothing`);
}
