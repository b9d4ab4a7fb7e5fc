import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { LogFormat } from './logging';
import type { ReaderSettings } from './database/reader';
import type { S3Settings } from './modules/common/file-store.s3';
import type { SignInLimits } from './modules/auth/sign-in-limiter';
import type { ReportLimits } from './modules/reports/report.limits';
import { paymentSettings, type PaymentSettings } from './modules/billing/billing.settings';

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
  /**
   * DATABASE_READ_URL: a hot standby of the database that report runs and exports, the
   * commission's and courses' files and the public pages read from while it is at most
   * `maxLagMs` behind (ADR 0025); without it everything reads from databaseUrl.
   */
  databaseRead?: ReaderSettings;
  dataDir: string;
  embeddedPort: number;
  jwt: { secret: string; issuer: string; audience: string; expiresInSeconds: number };
  bcryptCost: number;
  signIn: SignInLimits;
  /** rep_mail / rep_numAcae per signed-in member and minute. */
  memberChecksPerMinute: number;
  /**
   * Members imports (dry runs included) per administrator and hour: each checks up to 2,000 mails
   * at once, so they get an allowance of their own.
   */
  memberImportsPerHour: number;
  /** Express `trust proxy`: which hops to believe for the client address (throttling). */
  trustProxy: string;
  /** Uploaded images: dojo logos in `<uploads>/dojo`, member avatars in `<uploads>/avatars`. */
  uploadsDir: string;
  /** Uploaded images in an S3-compatible bucket instead of `uploadsDir` (S3_BUCKET set). */
  s3?: S3Settings;
  /**
   * The site's public origin (https://aikido.example), for the canonical links, the sitemap and the
   * schema.org data; without it, the origin each request came to.
   */
  publicUrl?: string;
  /** Where the built web client lives; served when present. */
  webDist: string;
  development: boolean;
  seedDemo: boolean;
  /** JSON lines for a log collector (the default in production), or plain lines for a terminal. */
  logFormat: LogFormat;
  /** How long a stopping server lets requests in flight finish before it cuts them. */
  shutdownGraceMs: number;
  /** Request bodies: `images` on the calls that carry a logo or avatar, `plain` everywhere else. */
  bodyLimits: { plain: string; images: string };
  /**
   * The public contact form: messages per address and per client IP in an hour, and the mail each
   * stored message becomes when SMTP is configured (smtp://user:password@host:port).
   */
  contact: {
    perAddressPerHour: number;
    perIpPerHour: number;
    smtpUrl?: string;
    mailTo: string;
    mailFrom: string;
  };
  /**
   * Days the audit log's entries and the contact messages are kept; 0 keeps them for ever. A job
   * deletes older ones at start and every few hours (modules/common/retention.ts).
   */
  retention: { auditDays: number; contactDays: number };
  /** GraphQL depth, alias, token and directive ceilings (graphql-armor), and cost (list-cost.ts). */
  graphqlLimits: { depth: number; aliases: number; tokens: number; cost: number; directives: number };
  /** The report builder's statement timeouts and how many reports and exports run at once. */
  reports: ReportLimits;
  /** Redsys, the national SEPA creditor and whether a batch is paid before its association validates. */
  payments: PaymentSettings;
  /** The largest bank statement an import reads: bytes and movements. */
  statements: { maxBytes: number; maxEntries: number };
};

function int(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) ? n : fallback;
}

/** A retention in whole days: 0 (kept for ever) or more; anything else is a mistake to say at start. */
function days(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  if (!/^\d{1,6}$/.test(value))
    throw new Error(`${name} must be a number of days (0: for ever), not "${value}"`);
  return Number(value);
}

/**
 * JWT_SECRET when given (required in production). Otherwise a random secret made on first start
 * and kept in the data folder, readable by its owner only: a secret written in the repository
 * would let anyone forge an administrator's token on a machine that forgot to set one. Tests,
 * which must sign tokens of their own, use a fixed one.
 */
function jwtSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.JWT_SECRET) {
    if (env.JWT_SECRET.length < 32) throw new Error('JWT_SECRET must have at least 32 characters');
    return env.JWT_SECRET;
  }
  if (env.NODE_ENV === 'production')
    throw new Error('JWT_SECRET must be set (32 or more characters) in production');
  if (env.NODE_ENV === 'test') return 'federa-test-secret-only-for-the-test-suite';
  const file = path.join(dataDir, 'jwt-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, crypto.randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return fs.readFileSync(file, 'utf8').trim();
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const development = env.NODE_ENV === 'development';
  const dataDir = path.resolve(REPO_ROOT, env.FEDERA_DATA_DIR ?? '.data');
  const secret = jwtSecret(env, dataDir);
  return {
    port: int(env.PORT, 4000),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseRead: env.DATABASE_READ_URL
      ? {
          url: env.DATABASE_READ_URL,
          // Reports and exports hold 4 at most (REPORTS_AT_ONCE); the rest serve files and pages.
          poolSize: int(env.DATABASE_READ_POOL_SIZE, 8),
          // The public pages' and files' statements; reports set their own per transaction.
          statementTimeoutMs: int(env.DATABASE_READ_STATEMENT_TIMEOUT_SECONDS, 30) * 1000,
          // A report a few seconds old is still today's report; one minutes old is not.
          maxLagMs: int(env.DATABASE_READ_MAX_LAG_SECONDS, 30) * 1000,
          probeMs: 2000,
        }
      : undefined,
    dataDir,
    embeddedPort: int(env.EMBEDDED_PG_PORT, 54329),
    jwt: {
      secret,
      issuer: env.JWT_ISSUER ?? 'federa',
      audience: env.JWT_AUDIENCE ?? 'federa-app',
      expiresInSeconds: int(env.JWT_EXPIRES_IN_SECONDS, 8 * 3600),
    },
    bcryptCost: Math.max(10, int(env.BCRYPT_COST, 10)),
    signIn: {
      // The old name, from before failures were counted per account and address: it set the same
      // refusal (failures before 429, then per account alone), and installations that tuned it
      // must not silently fall back to the default.
      maxFailuresPerPair: int(env.SIGNIN_MAX_FAILURES_PER_PAIR ?? env.SIGNIN_MAX_FAILURES_PER_ACCOUNT, 5),
      maxAttemptsPerAddress: int(env.SIGNIN_MAX_ATTEMPTS_PER_ADDRESS, 50),
      windowSeconds: int(env.SIGNIN_WINDOW_SECONDS, 15 * 60),
      accountSlowAfter: int(env.SIGNIN_ACCOUNT_SLOW_AFTER, 10),
      accountDelayMs: int(env.SIGNIN_ACCOUNT_DELAY_MS, 1000),
      accountMaxDelayMs: int(env.SIGNIN_ACCOUNT_MAX_DELAY_MS, 30_000),
    },
    memberChecksPerMinute: int(env.MEMBER_CHECKS_PER_MINUTE, 30),
    memberImportsPerHour: int(env.MEMBER_IMPORTS_PER_HOUR, 60),
    trustProxy: env.TRUST_PROXY ?? 'loopback',
    uploadsDir: path.resolve(REPO_ROOT, env.FEDERA_UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT || undefined,
          region: env.S3_REGION ?? 'us-east-1',
          accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
          prefix: env.S3_PREFIX ?? '',
        }
      : undefined,
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : undefined,
    webDist: path.resolve(REPO_ROOT, 'web/dist'),
    development,
    // The demo federation fills an empty database, except in production unless asked for.
    seedDemo: env.FEDERA_SEED_DEMO ? env.FEDERA_SEED_DEMO === 'true' : env.NODE_ENV !== 'production',
    logFormat:
      (env.LOG_FORMAT ?? (env.NODE_ENV === 'production' ? 'json' : 'text')) === 'json' ? 'json' : 'text',
    shutdownGraceMs: int(env.SHUTDOWN_GRACE_SECONDS, 10) * 1000,
    bodyLimits: {
      // The largest form without an image is a few kilobytes; a long query, tens.
      plain: env.BODY_LIMIT ?? '100kb',
      // A 12 MB image (MAX_IMAGE_BYTES) is 16 MB as a base64 data URL, plus the rest of the form.
      images: env.IMAGE_BODY_LIMIT ?? '17mb',
    },
    contact: {
      perAddressPerHour: int(env.CONTACT_MAX_PER_ADDRESS, 3),
      perIpPerHour: int(env.CONTACT_MAX_PER_IP, 10),
      smtpUrl: env.SMTP_URL || undefined,
      mailTo: env.CONTACT_MAIL_TO ?? 'secretaria@aikido-federacion.es',
      mailFrom: env.CONTACT_MAIL_FROM ?? 'Federa <no-reply@aikido-federacion.es>',
    },
    retention: {
      // Two membership years: whoever validated a fee or a grade of this year or the last one can
      // still be asked, and the log of a member's record is not kept past what answers that.
      auditDays: days(env, 'AUDIT_RETENTION_DAYS', 730),
      // A year: time to answer a message and to look back at what was asked.
      contactDays: days(env, 'CONTACT_RETENTION_DAYS', 365),
    },
    graphqlLimits: {
      depth: int(env.GRAPHQL_MAX_DEPTH, 8),
      aliases: int(env.GRAPHQL_MAX_ALIASES, 15),
      tokens: int(env.GRAPHQL_MAX_TOKENS, 2000),
      // About the values an answer may hold (graphql/list-cost.ts). The largest answer the REST door
      // gives, 1000 members with every field, their dojo and association, costs about 32,000; a list
      // nested under a page of 1000 costs 100,000 and more.
      cost: int(env.GRAPHQL_MAX_COST, 50000),
      directives: 20,
    },
    reports: {
      // A page, a count or a list of values that takes longer is a report to narrow, not to wait for.
      statementTimeoutMs: int(env.REPORT_STATEMENT_TIMEOUT_SECONDS, 8) * 1000,
      // Each fetch of the export's cursor: the first one of a sorted million rows sorts them all.
      exportStatementTimeoutMs: int(env.REPORT_EXPORT_STATEMENT_TIMEOUT_SECONDS, 300) * 1000,
      // A client that takes nothing of its download for a minute has stopped: a slow one on a poor
      // line still takes the server's buffer within seconds.
      exportStallMs: int(env.REPORT_EXPORT_STALL_SECONDS, 60) * 1000,
      // A million-row CSV (about 100 MB) takes under two minutes on a slow office line.
      exportMaxMs: int(env.REPORT_EXPORT_MAX_SECONDS, 900) * 1000,
      // Of the pool's 10 connections (database/orm.ts), reports and exports hold 4 at most.
      atOnce: int(env.REPORTS_AT_ONCE, 4),
      perCaller: int(env.REPORTS_PER_CALLER, 2),
      waiting: int(env.REPORTS_WAITING, 32),
      // The report screen asks the values of each listed field of a template at once (11 at most).
      waitingPerCaller: int(env.REPORTS_WAITING_PER_CALLER, 16),
    },
    payments: paymentSettings(env),
    statements: {
      // A year of a busy account in camt.053 is tens of megabytes; more is a mistake, not a statement.
      maxBytes: int(env.STATEMENT_MAX_MB, 128) * 2 ** 20,
      maxEntries: int(env.STATEMENT_MAX_LINES, 200_000),
    },
  };
}
