import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLFormattedError } from 'graphql';
import { translate, type Lang } from '@federa/schema/i18n';
import type { GraphContext } from './context';
import { exceedsTokens, isQueryRefusal } from './query-refusal';

function refused(lang: Lang, detail: string): GraphQLFormattedError {
  return {
    message: translate(lang, 'common.queryRejected'),
    extensions: { code: 'QUERY_REJECTED', detail },
  };
}

function rewrite(error: GraphQLFormattedError, lang: Lang, development: boolean): GraphQLFormattedError {
  if (isQueryRefusal(error)) return refused(lang, error.message);
  const code = error.extensions?.code;
  if (code === 'INTERNAL_SERVER_ERROR' && !development) {
    return { message: translate(lang, 'common.internal'), path: error.path, extensions: { code } };
  }
  return error;
}

/**
 * Errors that never passed through a resolver (internal failures, refused queries) still answer
 * in the caller's language; internal ones say nothing of their cause outside development.
 * `maxTokens` is the parser's token limit: a parse failure past it is a refusal, not a typo.
 */
export function translateUnhandledErrors(options: {
  development: boolean;
  maxTokens: number;
}): ApolloServerPlugin<GraphContext> {
  const { development, maxTokens } = options;
  return {
    async requestDidStart() {
      let tooManyTokens = false;
      return {
        async parsingDidStart({ source }) {
          return async (error) => {
            tooManyTokens = !!error && exceedsTokens(source, maxTokens);
          };
        },
        async willSendResponse({ contextValue, response }) {
          if (response.body.kind !== 'single' || !response.body.singleResult.errors) return;
          const lang = contextValue?.lang ?? 'es';
          response.body.singleResult.errors = tooManyTokens
            ? [refused(lang, `Token limit of ${maxTokens} exceeded.`)]
            : response.body.singleResult.errors.map((e) => rewrite(e, lang, development));
        },
      };
    },
  };
}
