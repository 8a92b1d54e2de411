import pg from 'pg';
import { freshPostgres, seed } from './load.js';
import { serialLatency, signedInSample } from './members.js';
import { report, startServer } from './server.js';

/**
 * What organisations sell, at 100k members (~33k subscribers, their payments, 5k events, 25k
 * tickets): the public plan list, the payment page, members' own subscriptions and the owner
 * console's lists (subscribers, members, events, revenue, payments). BENCH_USERS and
 * BENCH_REUSE_DATABASE_URL as in the other benches; run under `taskset -c 1`.
 */
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const users = Number(process.env.BENCH_USERS ?? 100_000);
const reused = process.env.BENCH_REUSE_DATABASE_URL;
const database = reused ? { url: reused, drop: async () => {} } : await freshPostgres(adminUrl);

/** The busiest organisation (most subscribers), its owner's e-mail and one subscriber id. */
async function busiestOrganisation(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ email: string; subscriber: string }>(`
    select u.email, min(s.id::text) as subscriber from subscribers s
    join subscription_plans p on p.id = s.plan_id join network_groups g on g.id = p.group_id
    join organizations o on o.id = g.organization_id join users u on u.id = o.owner_id
    group by u.email order by count(*) desc limit 1`);
  await client.end();
  return rows[0]!;
}

try {
  if (!reused) seed(database.url, users);
  const busiest = await busiestOrganisation(database.url);
  const server = await startServer(4010, { DATABASE_URL: database.url }, '0');
  try {
    const nextToken = await signedInSample(database.url, server.url);
    const ownerLogin = await fetch(`${server.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: busiest.email, password: 'NetHub-demo-1', isOrgOwner: true }),
    });
    const ownerToken = `Bearer ${((await ownerLogin.json()) as { data: { accessToken: string } }).data.accessToken}`;
    const get = async (path: string, token?: string) => {
      const res = await fetch(`${server.url}/api/v1${path}`, {
        headers: token ? { authorization: token } : {},
      });
      if (!res.ok) throw new Error(`${path}: ${res.status}`);
      await res.arrayBuffer();
    };
    const mine = (await (
      await fetch(`${server.url}/api/v1/organization/mine`, {
        headers: { authorization: ownerToken },
      })
    ).json()) as { data: { rows: Array<{ _id: string }> } };
    const org = mine.data.rows[0]!._id;
    const cases: Array<[string, string, 'public' | 'member' | 'owner']> = [
      ['public plan list', '/public/subscriptions', 'public'],
      ['public plan list, page 20', '/public/subscriptions?page=20', 'public'],
      [
        'public plan list, text "circle 12"',
        '/public/subscriptions?textSearch=circle%2012',
        'public',
      ],
      [
        'payment page (subscriber summary)',
        `/new-subscriptions/subscriber/${busiest.subscriber}`,
        'public',
      ],
      ['my subscriptions (own)', '/new-subscriptions?type=own', 'member'],
      ['plans on sale (live, with mine)', '/new-subscriptions?type=live', 'member'],
      ['upcoming events', '/events', 'member'],
      ['owner: subscribers', `/new-subscriptions/members?organizationId=${org}`, 'owner'],
      [
        'owner: subscribers, active',
        `/new-subscriptions/members?organizationId=${org}&status=active`,
        'owner',
      ],
      [
        'owner: subscribers, text',
        `/new-subscriptions/members?organizationId=${org}&textSearch=gen`,
        'owner',
      ],
      ['owner: members', `/organization/${org}/members`, 'owner'],
      ['owner: groups', `/organization/${org}/groups`, 'owner'],
      ['owner: events', `/organization/${org}/events`, 'owner'],
      ['owner: revenue', `/organization/${org}/revenue`, 'owner'],
      ['owner: payments', `/organization/${org}/payments`, 'owner'],
    ];
    const call = ([, path, who]: (typeof cases)[number]) =>
      get(path, who === 'public' ? undefined : who === 'owner' ? ownerToken : nextToken());
    await serialLatency(90, (i) => call(cases[i % cases.length]!));
    const rows = [];
    for (const item of cases)
      rows.push({ name: item[0], ...(await serialLatency(80, () => call(item))) });
    report(
      rows.map((row) => ({
        target: 'S1',
        what: `${row.name}, p50 / p95`,
        measured: `${row.p50.toFixed(1)} / ${row.p95.toFixed(1)} ms`,
        goal: 'p95 < 50 ms',
        pass: row.p95 < 50,
      })),
    );
  } finally {
    await server.stop();
  }
} finally {
  await database.drop();
}
