import fs from 'node:fs';
import path from 'node:path';

/** The repository root, found from this file whether it runs from src/ (tests) or dist/ (build). */
export const REPO_ROOT = findRepoRoot(__dirname);

function findRepoRoot(from: string): string {
  for (let dir = from; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && fs.readFileSync(manifest, 'utf8').includes('"workspaces"')) return dir;
  }
  return process.cwd();
}

export type Config = {
  port: number;
  /** An existing server; when absent an embedded PostgreSQL is started in dataDir. */
  databaseUrl?: string;
  dataDir: string;
  embeddedPort: number;
  jwt: { secret: string; issuer: string; audience: string; expiresInSeconds: number };
  bcryptCost: number;
  signIn: { maxFailuresPerAccount: number; maxAttemptsPerAddress: number; windowSeconds: number };
  /** Where the built web client lives; served when present. */
  webDist: string;
  development: boolean;
  seedDemo: boolean;
  bodyLimit: string;
  /** GraphQL depth, alias, token and cost ceilings (graphql-armor). */
  graphqlLimits: { depth: number; aliases: number; tokens: number; cost: number; directives: number };
};

function int(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) ? n : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const development = env.NODE_ENV === 'development';
  const secret =
    env.JWT_SECRET ?? (env.NODE_ENV === 'production' ? '' : 'federa-local-development-secret-change-me');
  if (secret.length < 32) {
    throw new Error('JWT_SECRET must be set to at least 32 characters in production');
  }
  return {
    port: int(env.PORT, 4000),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(REPO_ROOT, env.FEDERA_DATA_DIR ?? '.data'),
    embeddedPort: int(env.EMBEDDED_PG_PORT, 54329),
    jwt: {
      secret,
      issuer: env.JWT_ISSUER ?? 'federa',
      audience: env.JWT_AUDIENCE ?? 'federa-app',
      expiresInSeconds: int(env.JWT_EXPIRES_IN_SECONDS, 8 * 3600),
    },
    bcryptCost: Math.max(10, int(env.BCRYPT_COST, 10)),
    signIn: {
      maxFailuresPerAccount: int(env.SIGNIN_MAX_FAILURES_PER_ACCOUNT, 5),
      maxAttemptsPerAddress: int(env.SIGNIN_MAX_ATTEMPTS_PER_ADDRESS, 50),
      windowSeconds: int(env.SIGNIN_WINDOW_SECONDS, 15 * 60),
    },
    webDist: path.resolve(REPO_ROOT, 'web/dist'),
    development,
    // The demo federation fills an empty database, except in production unless asked for.
    seedDemo: env.FEDERA_SEED_DEMO ? env.FEDERA_SEED_DEMO === 'true' : env.NODE_ENV !== 'production',
    bodyLimit: env.BODY_LIMIT ?? '8mb',
    graphqlLimits: {
      depth: int(env.GRAPHQL_MAX_DEPTH, 8),
      aliases: int(env.GRAPHQL_MAX_ALIASES, 15),
      tokens: int(env.GRAPHQL_MAX_TOKENS, 2000),
      cost: int(env.GRAPHQL_MAX_COST, 5000),
      directives: 20,
    },
  };
}
