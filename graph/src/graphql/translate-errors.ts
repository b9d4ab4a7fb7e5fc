import { GraphQLError } from 'graphql';
import type { MiddlewareFn } from 'type-graphql';
import { translate } from '@federa/schema/i18n';
import { asDomainError } from '../modules/common/database-errors';
import { retryStatus } from '../modules/common/domain-error';
import type { GraphContext } from './context';

/**
 * The GraphQL door's error mapper: a DomainError becomes a GraphQLError in the caller's language
 * with a stable `extensions.code`, its catalogue key and the per-field errors. The language is the
 * request's (`Accept-Language`, which the web client's language link sets from the route).
 */
export const translateErrors: MiddlewareFn<GraphContext> = async ({ context, info }, next) => {
  const root =
    info.parentType.name === info.schema.getQueryType()?.name ||
    info.parentType.name === info.schema.getMutationType()?.name;
  try {
    const isPublic = info.parentType.getFields()[info.fieldName]?.extensions?.public === true;
    if (root && context.authError && !isPublic) throw context.authError;
    return await next();
  } catch (thrown) {
    const error = asDomainError(thrown);
    if (!error) throw thrown;
    const { lang } = context;
    const { fields, params, reason, retryAfterSeconds, title } = error.options;
    throw new GraphQLError(translate(lang, error.key, params), {
      extensions: {
        code: error.code,
        key: error.key,
        ...(reason && { reason }),
        ...(title && { title: translate(lang, title) }),
        ...(fields && {
          fields: fields.map((f) => ({
            field: f.field,
            key: f.key,
            message: translate(lang, f.key, f.params),
          })),
        }),
        ...(error.code === 'UNAUTHENTICATED' &&
          error.key === 'auth.sessionInvalid' && { http: { status: 401 } }),
        ...(retryAfterSeconds && {
          retryAfter: retryAfterSeconds,
          http: {
            status: retryStatus(error.code),
            headers: new Map([['retry-after', String(retryAfterSeconds)]]),
          },
        }),
      },
    });
  }
};
