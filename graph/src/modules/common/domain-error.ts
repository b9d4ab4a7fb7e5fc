import type { MessageKey } from '@federa/schema/i18n';
import type { FieldError } from '@federa/schema/validation/auth';

export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE';

/** The HTTP status a refusal that asks to come back later answers with. */
export const retryStatus = (code: ErrorCode): number => (code === 'SERVICE_UNAVAILABLE' ? 503 : 429);

/**
 * Why a refusal happened, finer than its code where a client acts on the difference: a record
 * kept because it has history (fees, grades, members...). Each door says it its own way (REST's
 * legacy `estado`, GraphQL's `extensions.reason`); the service only names the reason.
 */
export type RefusalReason = 'HAS_HISTORY';

export type DomainErrorOptions = {
  params?: Record<string, string | number>;
  /** Several broken fields give several errors, each tied to its field. */
  fields?: FieldError[];
  reason?: RefusalReason;
  retryAfterSeconds?: number;
  /**
   * The heading people read over the message (e.g. §8's 'El asociado no se puede eliminar.'): a
   * catalogue key like the message itself, so every door shows it in the caller's language.
   */
  title?: MessageKey;
};

/**
 * A refusal the user should read: a stable code for programs, a catalogue key for people. The
 * transports translate the key into the caller's language (GraphQL extensions, REST res.mensaje).
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly key: MessageKey,
    readonly options: DomainErrorOptions = {},
  ) {
    super(key);
    this.name = 'DomainError';
  }

  static invalid(fields: FieldError[]): DomainError {
    // The headline is the first field's message, with that field's placeholders filled.
    return new DomainError('BAD_USER_INPUT', fields[0]?.key ?? 'common.invalidInput', {
      fields,
      params: fields[0]?.params,
    });
  }

  static forbidden(key: MessageKey = 'auth.permissionDenied'): DomainError {
    return new DomainError('FORBIDDEN', key);
  }

  static notFound(key: MessageKey = 'common.notFound'): DomainError {
    return new DomainError('NOT_FOUND', key);
  }
}
