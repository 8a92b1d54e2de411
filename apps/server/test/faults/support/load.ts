/** One answer of a request made under a fault: its status (0: no answer in time) and timing. */
export type Outcome = {
  path: string;
  status: number;
  code?: string;
  retryAfter: string | null;
  ms: number;
  at: number;
};

/** GET (or POST with `body`) with a hard deadline: a request that hangs counts as status 0. */
export async function probe(
  baseUrl: string,
  path: string,
  { timeoutMs = 5000, body }: { timeoutMs?: number; body?: unknown } = {},
): Promise<Outcome> {
  const started = Date.now();
  try {
    const res = await fetch(`${baseUrl}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let code: string | undefined;
    try {
      code = (JSON.parse(text) as { message?: string }).message;
    } catch {
      code = undefined;
    }
    return {
      path,
      status: res.status,
      code,
      retryAfter: res.headers.get('retry-after'),
      ms: Date.now() - started,
      at: started,
    };
  } catch {
    return { path, status: 0, retryAfter: null, ms: Date.now() - started, at: started };
  }
}

/** A request of a load loop: a GET path, or a POST with the body made for the i-th call. */
export type LoadRequest = string | { path: string; body: (i: number) => unknown };

/** Keeps `workers` loops requesting `requests` in turn until `stop()`; returns every outcome. */
export function keepRequesting(baseUrl: string, requests: LoadRequest[], workers = 4) {
  const outcomes: Outcome[] = [];
  let running = true;
  const loops = Array.from({ length: workers }, async (_, worker) => {
    for (let i = worker; running; i++) {
      const request = requests[i % requests.length]!;
      outcomes.push(
        typeof request === 'string'
          ? await probe(baseUrl, request)
          : await probe(baseUrl, request.path, { body: request.body(i) }),
      );
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  });
  return {
    outcomes,
    async stop() {
      running = false;
      await Promise.all(loops);
      return outcomes;
    },
  };
}

/** Polls until `check` holds or `ms` pass; returns whether it held. */
export async function eventually(check: () => Promise<boolean>, ms: number, everyMs = 250) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return false;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
