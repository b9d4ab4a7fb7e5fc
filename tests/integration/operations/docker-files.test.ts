import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

// No container engine runs where the suite runs: docker/ is checked by reading it against the
// code it packages, so that a renamed setting, entry file or port breaks this test rather than
// the first deployment.

const REPO = path.resolve(__dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(REPO, file), 'utf8');
const dockerfile = read('docker/Dockerfile');
const nginx = read('docker/nginx.conf');
type Service = {
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  stop_grace_period?: string;
  image?: string;
  build?: unknown;
};
const compose = parse(read('docker/compose.yml')) as { services: Record<string, Service> };
const replicas = Object.entries(compose.services).filter(([, s]) => s.environment?.DATABASE_URL);
/** Every environment variable the server reads. */
const serverSources = ['graph/src/config.ts', 'graph/src/main.ts'].map(read).join('\n');

describe('docker/Dockerfile', () => {
  it('runs the built entry file as a non-root user, with a health check on /healthz', () => {
    const cmd = /^CMD \["node", "([^"]+)"\]/m.exec(dockerfile)?.[1];
    // tsc writes graph/src/main.ts to graph/dist/graph/src/main.js (rootDir .., outDir dist).
    expect(cmd).toBe('graph/dist/graph/src/main.js');
    const stages = dockerfile.split(/^FROM /m).slice(1);
    expect(stages).toHaveLength(2);
    const runtime = stages[1]!;
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/HEALTHCHECK[\s\S]*\/healthz/);
    expect(runtime).toMatch(/NODE_ENV=production/);
    // The runtime stage copies only what the build made or the repository holds.
    for (const [, from] of runtime.matchAll(/^COPY --from=build \/app\/(\S+)/gm)) {
      const made = ['node_modules', 'schema/dist', 'graph/dist', 'web/dist'].includes(from!);
      expect(made || fs.existsSync(path.join(REPO, from!))).toBe(true);
    }
  });
});

describe('docker/compose.yml', () => {
  it('runs two replicas on one database and one bucket, each setting one the server reads', () => {
    expect(replicas.length).toBeGreaterThanOrEqual(2);
    for (const [, replica] of replicas) {
      for (const name of Object.keys(replica.environment!)) expect(serverSources).toContain(`env.${name}`);
      expect(replica.environment!.S3_BUCKET).toBeTruthy();
      expect(replica.environment!.TRUST_PROXY).toBeTruthy();
      expect(replica.depends_on?.db?.condition).toBe('service_healthy');
      // docker stop waits longer than the server lets requests finish.
      const grace = Number(replica.environment!.SHUTDOWN_GRACE_SECONDS);
      expect(Number.parseInt(replica.stop_grace_period!, 10)).toBeGreaterThan(grace);
    }
    expect(compose.services.db!.image).toMatch(/^postgres:\d+/);
    expect(compose.services.minio!.image).toMatch(/^minio\/minio/);
  });

  it('puts nginx in front of every replica, passing the client address, scheme and request id', () => {
    for (const [name] of replicas) expect(nginx).toMatch(new RegExp(`server ${name}:4000\\b`));
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-For/);
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-Proto \$scheme/);
    expect(nginx).toMatch(/proxy_set_header X-Request-Id/);
    // A POST that reached a replica is never sent to the other.
    expect(nginx).not.toMatch(/proxy_next_upstream [^;]*non_idempotent/);
    const proxy = compose.services.proxy!;
    for (const [name] of replicas) expect(proxy.depends_on?.[name]?.condition).toBe('service_healthy');
  });
});
