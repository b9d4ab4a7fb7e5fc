import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import type { TFunction } from 'i18next';

/**
 * The line a person reads when a call fails. The server already answers in the language the
 * operation asked for, so its GraphQL message is shown as it is; transport failures get the
 * client status texts of part 3 §8 (1: no answer, 2: an answer that is not a 2xx, with its
 * status, text and type). Code 3 (a JSON body on a GET) cannot happen: every operation is a POST.
 */
export function describeError(error: unknown, t: TFunction): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? t('common.error');
  if (ServerError.is(error) || ServerParseError.is(error)) {
    const { status, statusText, type } = error.response;
    return t('web.errors.connection', { status, statusText, type });
  }
  return t('web.errors.noResponse');
}

/**
 * A refused action as a dialog: the server's title (extensions.title, e.g. 'El dojo no se puede
 * eliminar') over its message, or the generic error title over the transport's line.
 */
export function describeRefusal(error: unknown, t: TFunction): { title: string; text: string } {
  const title = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.title : undefined;
  return {
    title: typeof title === 'string' ? title : t('common.error'),
    text: describeError(error, t),
  };
}
