import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { SignJWT } from 'jose';
import pg from 'pg';

/** Shared pieces of the PostgreSQL benchmarks: signed-in generated members and latency figures. */

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export async function login(url: string, email: string) {
  const res = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'NetHub-demo-1' }),
  });
  const body = (await res.json()) as { data: { accessToken: string } };
  return `Bearer ${body.data.accessToken}`;
}

/** `count` random generated members, signed in: a rotating supply of authorization headers. */
export async function signedInSample(databaseUrl: string, serverUrl: string, count = 40) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ email: string }>(
    "select email from users where email like 'gen.%' order by random() limit $1",
    [count],
  );
  await client.end();
  const tokens = await Promise.all(rows.map((row) => login(serverUrl, row.email)));
  let turn = 0;
  return () => tokens[turn++ % tokens.length]!;
}

/** Requests/s and latency at 100 connections, each request signed in as the next member. */
export async function loadSignedIn(
  url: string,
  nextToken: () => string,
  path: () => string,
  seconds: number,
) {
  const result = await autocannon({
    url,
    connections: 100,
    duration: seconds,
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          path: path(),
          headers: { ...req.headers, authorization: nextToken() },
        }),
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** One request at a time: p50/p95/p99 of `count` calls after a warm-up tenth. */
export async function serialLatency(count: number, call: (i: number) => Promise<void>) {
  const timings: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await call(i);
    if (i >= count / 10) timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  return {
    p50: percentile(timings, 50),
    p95: percentile(timings, 95),
    p99: percentile(timings, 99),
  };
}

/**
 * A signed-in session (a refresh-token family, as sign-in writes it) for each member, written
 * straight to the database: the gateway and the API refuse access tokens whose session does not
 * stand. `end` removes them again, so a reused database stays as seeded.
 */
export async function benchSessions(databaseUrl: string, userIds: string[]) {
  const device = `bench-${randomUUID()}`;
  const inDatabase = async <T extends pg.QueryResultRow>(sql: string, values: unknown[]) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return client.query<T>(sql, values).finally(() => client.end());
  };
  const { rows } = await inDatabase<{ userId: string; familyId: string }>(
    `insert into refresh_tokens (user_id, family_id, token_hash, device_id, expires_at)
     select id, gen_random_uuid(), md5(random()::text || id::text), $2, now() + interval '1 day'
       from unnest($1::uuid[]) as id
     returning user_id as "userId", family_id as "familyId"`,
    [userIds, device],
  );
  return {
    sessionOf: new Map(rows.map((row) => [row.userId, row.familyId])),
    end: () => inDatabase('delete from refresh_tokens where device_id = $1', [device]),
  };
}

/**
 * A token the server accepts, signed as it signs them (HS256 with `key`, valid two hours): an
 * access token with the server's JWT_SECRET, a chat grant with `<secret>:chat-grant`.
 */
export const signToken = (payload: object, subject: string, key: string) =>
  new SignJWT({ ...payload })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(subject)
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(new TextEncoder().encode(key));
