import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLFormattedError } from 'graphql';
import { translate, type Lang } from '../../../schema/i18n';
import type { GraphContext } from './context';

// graphql-armor's refusals (depth, aliases, tokens, cost, directives) are validation errors whose
// text says which limit was passed.
const LIMIT_REFUSAL = /(depth|aliases|token|cost|directives).*(limit|exceeded)|limit.*exceeded/i;

function rewrite(error: GraphQLFormattedError, lang: Lang, development: boolean): GraphQLFormattedError {
  const code = error.extensions?.code;
  if (code === 'INTERNAL_SERVER_ERROR' && !development) {
    return { message: translate(lang, 'common.internal'), path: error.path, extensions: { code } };
  }
  if (code === 'GRAPHQL_VALIDATION_FAILED' && LIMIT_REFUSAL.test(error.message)) {
    return {
      message: translate(lang, 'common.queryRejected'),
      extensions: { code: 'QUERY_REJECTED', detail: error.message },
    };
  }
  return error;
}

/**
 * Errors that never passed through a resolver (internal failures, refused queries) still answer
 * in the caller's language; internal ones say nothing of their cause outside development.
 */
export function translateUnhandledErrors(development: boolean): ApolloServerPlugin<GraphContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ contextValue, response }) {
          if (response.body.kind !== 'single' || !response.body.singleResult.errors) return;
          const lang = contextValue?.lang ?? 'es';
          response.body.singleResult.errors = response.body.singleResult.errors.map((e) =>
            rewrite(e, lang, development),
          );
        },
      };
    },
  };
}
