import {
  CheckConstraintViolationException,
  ForeignKeyConstraintViolationException,
  NotNullConstraintViolationException,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';
import { DomainError } from './domain-error';

/**
 * The last line of defence: services check their rules with the spec's messages first, but when
 * the database refuses a write (a race between two requests, a rule only the database knows)
 * the caller gets a translated refusal with the right code rather than an internal error.
 */
export function fromDatabaseError(error: unknown): DomainError | undefined {
  if (error instanceof UniqueConstraintViolationException)
    return new DomainError('CONFLICT', 'common.conflict');
  if (error instanceof ForeignKeyConstraintViolationException)
    return new DomainError('CONFLICT', 'common.inUse');
  if (
    error instanceof CheckConstraintViolationException ||
    error instanceof NotNullConstraintViolationException
  ) {
    return new DomainError('BAD_USER_INPUT', 'common.invalidInput');
  }
  // Trigger refusals (errcode 23514 raised by plpgsql) arrive as driver errors with that code.
  const code = (error as { code?: unknown } | null)?.code;
  if (code === '23514') return new DomainError('BAD_USER_INPUT', 'common.invalidInput');
  return undefined;
}

export function asDomainError(error: unknown): DomainError | undefined {
  return error instanceof DomainError ? error : fromDatabaseError(error);
}
