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
  command?: string | string[];
  volumes?: string[];
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

describe('the read replica in docker/compose.yml (ADR 0025)', () => {
  const primary = compose.services.db!;
  const standby = compose.services['db-replica']!;
  const command = [standby.command ?? []].flat().join('\n');

  it('is a streaming hot standby of db, cloned by pg_basebackup -R with the role db creates', () => {
    expect(standby.image).toBe(primary.image);
    expect(standby.depends_on?.db?.condition).toBe('service_healthy');
    expect(command).toMatch(/pg_basebackup --host=db\b/);
    expect(command).toMatch(/--write-recovery-conf/);
    expect(command).toMatch(/hot_standby=on/);
    const role = /--username=(\w+)/.exec(command)?.[1];
    // The official image runs /docker-entrypoint-initdb.d/ when it creates db's cluster.
    const mount = primary.volumes?.find((v) => v.includes(':/docker-entrypoint-initdb.d/'));
    const script = read(path.join('docker', mount!.split(':')[0]!));
    expect(script).toMatch(new RegExp(`create role ${role} with login replication`));
    expect(script).toMatch(new RegExp(`host replication ${role} `));
    expect(primary.environment?.REPLICATION_PASSWORD).toBe(standby.environment?.PGPASSWORD);
  });

  it('gives every API replica DATABASE_READ_URL on it, without waiting for it to start serving', () => {
    for (const [, api] of replicas) {
      const url = new URL(api.environment!.DATABASE_READ_URL!.replace(/\$\{[^}]+\}/g, 'x'));
      expect(url.hostname).toBe('db-replica');
      expect(url.pathname).toBe(
        new URL(api.environment!.DATABASE_URL!.replace(/\$\{[^}]+\}/g, 'x')).pathname,
      );
      expect(api.depends_on?.['db-replica']?.condition).toBe('service_started');
    }
  });
});
