// The scale bench's callers (a demo account, or nobody, through either door) and its sampling:
// one warm-up, then a fixed number of requests or a time cap, whichever comes first, so that the
// hundreds of scenarios fit a known budget however slow one of them is.

/** A refusal the server answered on purpose (HTTP 200, `estado` non-zero): not benched, listed. */
export class Refused extends Error {}

/** The caller signed in as `mail` (anonymous without one) on the server at `url`. */
export async function caller(url, mail) {
  let token;
  if (mail) {
    const login = await fetch(`${url}/v1/login`, { method: 'POST', headers: { mail, psw: 'aikido123' } });
    token = (await login.json()).token;
    if (!token) throw new Error(`sign-in of ${mail} failed`);
  }
  const auth = token ? { authorization: token } : {};
  const answer = async (response) => {
    const body = await response.json().catch(() => ({}));
    if (response.status === 200 && body.estado !== undefined && body.estado !== 0)
      throw new Refused(body.res?.mensaje ?? JSON.stringify(body.res));
    if (response.status !== 200 || body.estado !== 0)
      throw new Error(`HTTP ${response.status}: ${JSON.stringify(body).slice(0, 200)}`);
    return body;
  };
  return {
    token,
    rest: async (path, query = {}) =>
      answer(await fetch(`${url}/v1${path}?${new URLSearchParams(query)}`, { headers: auth })),
    post: async (path, body) =>
      answer(
        await fetch(`${url}/v1${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...auth },
          body: JSON.stringify(body),
        }),
      ),
    graphql: async (query, variables) => {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
        body: JSON.stringify({ query, variables }),
      });
      const body = await response.json().catch(() => ({}));
      if (body.errors?.length) {
        const [error] = body.errors;
        if (['FORBIDDEN', 'UNAUTHENTICATED'].includes(error.extensions?.code))
          throw new Refused(error.message);
        throw new Error(`GraphQL: ${error.message}`);
      }
      if (response.status !== 200 || !body.data) throw new Error(`HTTP ${response.status}`);
      return body.data;
    },
  };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

/** p50, p99 (the slowest of a small sample), req/s and the count, from latencies in ms. */
export function summary(latencies, seconds, errors = 0) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    rps: sorted.length / seconds,
    n: sorted.length,
    errors,
  };
}

/**
 * One client: a warm-up (a refusal there is the answer: the scenario is listed as refused), then
 * up to `requests` calls while `capMs` lasts, at least one. Errors are counted, not thrown.
 */
export async function sample(call, { requests, capMs }) {
  await call();
  const latencies = [];
  let errors = 0;
  let lastError;
  const started = performance.now();
  while (latencies.length < requests && (latencies.length === 0 || performance.now() - started < capMs)) {
    const at = performance.now();
    try {
      await call();
    } catch (error) {
      errors++;
      lastError = error;
    }
    latencies.push(performance.now() - at);
  }
  const result = summary(latencies, (performance.now() - started) / 1000, errors);
  if (lastError) result.error = String(lastError.message).slice(0, 160);
  return result;
}

/** `clients` loops for `seconds`: throughput under concurrency. */
export async function concurrent(call, { clients, seconds }) {
  await call();
  const latencies = [];
  let errors = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) {
        const at = performance.now();
        try {
          await call();
        } catch {
          errors++;
        }
        latencies.push(performance.now() - at);
      }
    }),
  );
  return summary(latencies, (performance.now() - started) / 1000, errors);
}

/** Work done once, timed: for writes that cannot be repeated (a validation, its undo). */
export async function once(work) {
  const at = performance.now();
  await work();
  return summary([performance.now() - at], (performance.now() - at) / 1000);
}
