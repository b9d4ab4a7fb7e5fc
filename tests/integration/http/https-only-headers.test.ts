import { startTestServer, type TestServer } from '../../support/test-server';

/**
 * A server opened over plain HTTP (http://<server address>:4000 from another computer) must not
 * send the browser to https://: `upgrade-insecure-requests` and HSTS only over HTTPS, known
 * directly or from a proxy the server trusts (loopback by default).
 */
const UPGRADE = 'upgrade-insecure-requests';

async function headersOf(t: TestServer, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${t.url}${path}`, { headers });
  await response.arrayBuffer();
  return {
    csp: response.headers.get('content-security-policy') ?? '',
    hsts: response.headers.get('strict-transport-security'),
  };
}

// The application's pages and API, and the GraphQL sandbox page, which has a policy of its own.
const paths = ['/v1/nada', '/graphql'];

describe('over plain HTTP', () => {
  let t: TestServer;
  beforeAll(async () => (t = await startTestServer()));
  afterAll(() => t.close());

  it.each(paths)('%s asks no upgrade to HTTPS and sends no HSTS', async (path) => {
    const { csp, hsts } = await headersOf(t, path);
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain(UPGRADE);
    expect(hsts).toBeNull();
  });

  it.each(paths)('%s behind a trusted proxy that says HTTPS asks both', async (path) => {
    const { csp, hsts } = await headersOf(t, path, { 'x-forwarded-proto': 'https' });
    expect(csp).toContain(UPGRADE);
    expect(hsts).toMatch(/^max-age=\d+/);
  });
});

describe('behind a proxy the server does not trust', () => {
  let t: TestServer;
  // Only a proxy at a documentation address is trusted: this test's loopback requests are not.
  beforeAll(async () => (t = await startTestServer({ trustProxy: '192.0.2.1' })));
  afterAll(() => t.close());

  it('ignores its word that the request was HTTPS', async () => {
    const { csp, hsts } = await headersOf(t, '/v1/nada', { 'x-forwarded-proto': 'https' });
    expect(csp).not.toContain(UPGRADE);
    expect(hsts).toBeNull();
  });
});
