import { AsyncLocalStorage } from 'node:async_hooks';
import crypto from 'node:crypto';
import type { RequestHandler } from 'express';

export type LogLevel = 'info' | 'warn' | 'error';
/** What the server's parts are given to write with: a line, and how serious it is. */
export type Log = (line: string, level?: LogLevel) => void;
export type LogFormat = 'json' | 'text';

type Fields = Record<string, string | number | boolean | undefined>;
export type Logger = {
  /** A line from the server's parts; in JSON, its `msg`. */
  log: Log;
  /** One event with its fields (a request served). */
  event: (level: LogLevel, msg: string, fields: Fields) => void;
};

/**
 * The request being served: its id goes into every line written while serving it, and with the
 * caller (once authenticated) into the audit log of every change it makes.
 */
type RequestScope = { requestId: string; callerId?: number };
const currentRequest = new AsyncLocalStorage<RequestScope>();

/** The request being served, if any (a script or the startup has none). */
export function requestScope(): Readonly<RequestScope> | undefined {
  return currentRequest.getStore();
}

/** Who the request being served acts for (auth.service, once its token checked out). */
export function rememberCaller(memberId: number): void {
  const scope = currentRequest.getStore();
  if (scope) scope.callerId = memberId;
}

/** A longer line is cut: a stack or a failed statement says what it must in far less. */
const MAX_LINE = 8000;

// Each pattern is linear (no nested repetition) and runs over a line already cut to MAX_LINE.
const SECRETS: [RegExp, string][] = [
  // Session tokens (JWT) and bcrypt hashes, wherever they appear (a failed SQL statement quotes them).
  [/eyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/g, '[token]'],
  [/\$2[abxy]?\$\d{2}\$[./A-Za-z0-9]{53}/g, '[hash]'],
  [/\b(Bearer|Basic)\s+[^\s"',;]+/gi, '$1 [redacted]'],
  // The password in a database or mail server address.
  [/\b([a-z][a-z0-9+.-]{1,20}:\/\/[^:/\s@]{0,200}:)[^@\s/]{1,200}@/gi, '$1[redacted]@'],
  // name=value, name: value and "name": "value" of anything named like a secret.
  [
    /\b(psw|password|pass|passwd|secret|token|valCode|cod_?carnet|password_hash|currentPassword)("?\s{0,3}[:=]\s{0,3}"?)[^\s"'&,;)}]+/gi,
    '$1$2[redacted]',
  ],
];

/** The line with every secret it might carry masked. */
export function redact(text: string): string {
  let line = text.length > MAX_LINE ? `${text.slice(0, MAX_LINE)}…` : text;
  // The masks are this file's own patterns ($1 keeps the name of what is masked).
  // eslint-disable-next-line no-restricted-syntax
  for (const [pattern, mask] of SECRETS) line = line.replace(pattern, mask);
  return line;
}

/**
 * JSON lines (one object per line: time, level, msg, requestId and the event's fields) for a log
 * collector, or plain lines for a person at a terminal. Every line goes through `redact`.
 */
export function createLogger(format: LogFormat, write: (line: string) => void = console.log): Logger {
  const requestId = () => currentRequest.getStore()?.requestId;
  if (format === 'text') {
    return {
      log: (line) => write(redact(line)),
      event: (_level, msg, fields) =>
        write(
          redact(
            [msg, ...Object.entries(fields).flatMap(([k, v]) => (v === undefined ? [] : [`${k}=${v}`]))].join(
              ' ',
            ),
          ),
        ),
    };
  }
  const json = (level: LogLevel, msg: string, fields: Fields = {}) =>
    write(
      JSON.stringify({
        time: new Date().toISOString(),
        level,
        msg: redact(msg),
        requestId: requestId(),
        ...Object.fromEntries(
          Object.entries(fields).map(([k, v]) => [k, typeof v === 'string' ? redact(v) : v]),
        ),
      }),
    );
  return { log: (line, level = 'info') => json(level, line), event: json };
}

/** An id a caller or a proxy gave: letters, digits, dots, dashes and underscores, 64 at most. */
const GIVEN_ID = /^[\w.-]{1,64}$/;
/** Probes ask every few seconds: their successes would drown everything else. */
const QUIET = new Set(['/healthz', '/readyz']);

/**
 * Gives each request an id (the proxy's X-Request-Id when it is a sane one), answers it in the
 * same header, and writes one line per request when it ends: method, path without its query (a
 * query may carry a password on the legacy REST calls), status, duration, bytes.
 */
export function requestLogging(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const given = req.get('x-request-id');
    const requestId = given && GIVEN_ID.test(given) ? given : crypto.randomUUID();
    res.setHeader('X-Request-Id', requestId);
    // Read now: routers mounted on a prefix (/v1) rewrite the request's path while they route it.
    const { method, path } = req;
    const started = process.hrtime.bigint();
    let ended = false;
    const done = (aborted: boolean) => {
      if (ended) return;
      ended = true;
      if (!aborted && QUIET.has(path) && res.statusCode < 400) return;
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const level = aborted || res.statusCode >= 500 ? 'warn' : 'info';
      currentRequest.run({ requestId }, () =>
        logger.event(level, aborted ? 'request aborted' : 'request', {
          method,
          path: path.slice(0, 300),
          status: res.statusCode,
          ms: Math.round(ms * 10) / 10,
          bytes: Number(res.getHeader('content-length')) || undefined,
        }),
      );
    };
    res.once('finish', () => done(false));
    res.once('close', () => done(!res.writableFinished));
    const scope: RequestScope = { requestId };
    currentRequest.run(scope, next);
  };
}
