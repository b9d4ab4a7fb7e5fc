import {
  CheckConstraintViolationException,
  ForeignKeyConstraintViolationException,
  NotNullConstraintViolationException,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';
import type { FieldError } from '@federa/schema/validation/auth';
import { DomainError } from './domain-error';

/**
 * The unique rules behind the duplicate checks of every domain, and the field error each check
 * gives, under the service's (GraphQL's) field names: two saves that both passed the check race
 * to the database, and the one that loses there gets the same translated answer as if the check
 * had caught it. Each module declares its own (`uniqueConstraints`); the bootstrap hands them in
 * once, at start, before any request (services.ts).
 */
let uniqueFields: Readonly<Record<string, FieldError>> = {};

export function useUniqueConstraints(constraints: Readonly<Record<string, FieldError>>): void {
  uniqueFields = constraints;
}

/** The driver's SQLSTATE: statements of the SQL kit (run) fail with it, unwrapped by MikroORM. */
const sqlState = (error: unknown) => (error as { code?: unknown } | null)?.code;

const isUniqueViolation = (error: unknown) =>
  error instanceof UniqueConstraintViolationException || sqlState(error) === '23505';

/** A unique rule's refusal as its duplicate check's field error; undefined for anything else. */
export function uniqueFieldError(error: unknown): DomainError | undefined {
  if (!isUniqueViolation(error)) return undefined;
  const name = (error as { constraint?: string }).constraint ?? '';
  const field = Object.hasOwn(uniqueFields, name) ? uniqueFields[name] : undefined;
  return field && DomainError.invalid([field]);
}

/**
 * The last line of defence: services check their rules with the spec's messages first, but when
 * the database refuses a write (a race between two requests, a rule only the database knows)
 * the caller gets a translated refusal with the right code rather than an internal error.
 */
export function fromDatabaseError(error: unknown): DomainError | undefined {
  if (isUniqueViolation(error))
    return uniqueFieldError(error) ?? new DomainError('CONFLICT', 'common.conflict');
  if (error instanceof ForeignKeyConstraintViolationException || sqlState(error) === '23503') {
    return new DomainError('CONFLICT', 'common.inUse');
  }
  if (
    error instanceof CheckConstraintViolationException ||
    error instanceof NotNullConstraintViolationException
  ) {
    return new DomainError('BAD_USER_INPUT', 'common.invalidInput');
  }
  // Text PostgreSQL cannot hold is the sender's fault whichever field carried it: a NUL character
  // breaks the bound parameter's message (08P01, 'invalid message format'), or arrives inside a
  // literal (22021); 22P05 is a character the encoding lacks.
  if (['08P01', '22021', '22P05'].includes(sqlState(error) as string)) {
    return new DomainError('BAD_USER_INPUT', 'common.invalidInput');
  }
  // Trigger refusals (errcode 23514 raised by plpgsql) arrive as driver errors with that code.
  if (sqlState(error) === '23514') return new DomainError('BAD_USER_INPUT', 'common.invalidInput');
  return undefined;
}

/**
 * The database cannot be reached (stopped, restarting, a network cut): connections refused or
 * dropped, PostgreSQL shutting down or starting (57P01-57P03), connection errors (class 08), or no
 * pooled connection in time. Said as such, so that a client waits and tries again.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = sqlState(error);
  if (typeof code === 'string') {
    if (
      [
        'ECONNREFUSED',
        'ECONNRESET',
        'EPIPE',
        'ETIMEDOUT',
        'EHOSTUNREACH',
        '57P01',
        '57P02',
        '57P03',
      ].includes(code)
    )
      return true;
    if (code.startsWith('08') && code !== '08P01') return true;
  }
  const message = error instanceof Error ? error.message : '';
  return /Connection terminated|Knex: Timeout acquiring a connection|the database system is (shutting down|starting up)|is not currently accepting connections|Client has encountered a connection error/.test(
    message,
  );
}

/** How long a client is asked to wait before trying again while the database is away. */
const UNAVAILABLE_RETRY_SECONDS = 5;

export function asDomainError(error: unknown): DomainError | undefined {
  if (error instanceof DomainError) return error;
  if (isDatabaseUnavailable(error))
    return new DomainError('SERVICE_UNAVAILABLE', 'common.unavailable', {
      retryAfterSeconds: UNAVAILABLE_RETRY_SECONDS,
    });
  return fromDatabaseError(error);
}
