import type { Log } from '../logging';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { RequestHandler } from 'express';
import type { GraphQLFormattedError } from 'graphql';
import type { Config } from '../config';
import { resolveLanguage } from '../modules/common/language';
import { asDomainError } from '../modules/common/database-errors';
import type { DomainError } from '../modules/common/domain-error';
import type { Services } from '../services';
import type { GraphContext } from './context';
import { listCostLimit } from './list-cost';
import type { DomainModule } from '../modules/common/domain-module';
import { createLoaders } from './loaders';
import { reportRefusal } from './query-refusal';
import { buildFederaSchema } from './schema';
import { translateUnhandledErrors } from './translate-unhandled';

export async function createGraphqlMiddleware(deps: {
  orm: MikroORM;
  services: Services;
  modules: readonly DomainModule[];
  config: Config;
  log: Log;
}): Promise<{ middleware: RequestHandler; stop: () => Promise<void> }> {
  const { orm, services, modules, config, log } = deps;
  // Limits that keep one request from costing the server more than a page of the app does.
  const limits = config.graphqlLimits;
  // Refusals are reported marked (reportRefusal), so that they are told apart without reading
  // their text. Tokens are counted by the parser itself (parseOptions), whose refusal answers like
  // any other; armor's token plugin throws outside the request and answered a bare 500. Cost is
  // ours (list-cost.ts): armor's does not grow with list sizes.
  const refusal = { onReject: [reportRefusal], propagateOnRejection: false };
  const armor = new ApolloArmor({
    maxDepth: { n: limits.depth, ignoreIntrospection: true, ...refusal },
    maxAliases: { n: limits.aliases, ...refusal },
    maxTokens: { enabled: false },
    costLimit: { enabled: false },
    maxDirectives: { n: limits.directives, ...refusal },
    blockFieldSuggestion: { enabled: !config.development },
  });
  const protection = armor.protect();
  const server = new ApolloServer<GraphContext>({
    schema: await buildFederaSchema(modules),
    ...protection,
    parseOptions: { maxTokens: limits.tokens },
    includeStacktraceInErrorResponses: config.development,
    // Sandbox is the documented way for integrators to explore the API, in production too.
    introspection: true,
    // The process's own shutdown (main.ts) stops Apollo, then the database. Apollo's handler would
    // raise the signal again once done and end the process before the embedded PostgreSQL stopped.
    stopOnTerminationSignals: false,
    plugins: [
      ...protection.plugins,
      listCostLimit(limits.cost),
      translateUnhandledErrors({ development: config.development, maxTokens: limits.tokens }),
      process.env.NODE_ENV === 'test'
        ? ApolloServerPluginLandingPageDisabled()
        : ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: false }),
    ],
    formatError: (formatted: GraphQLFormattedError, error: unknown) => {
      if (formatted.extensions?.code === 'INTERNAL_SERVER_ERROR') {
        log(`[graphql] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`, 'error');
      }
      return formatted;
    },
  });
  await server.start();
  const middleware = expressMiddleware(server, {
    context: async ({ req, res }): Promise<GraphContext> => {
      const lang = resolveLanguage(req.query.lang, req.get('accept-language'));
      const em = orm.em.fork();
      // A refused token is reported by the first resolver, translated like any other refusal.
      let authError: DomainError | undefined;
      const caller = await services.auth
        .authenticate(em, req.get('authorization'))
        .catch((error: unknown) => {
          // The database away is said by the first resolver too, translated, not as a crash of
          // the request's context.
          const refusal = asDomainError(error);
          if (!refusal) throw error;
          authError = refusal;
          return null;
        });
      return {
        em,
        caller,
        authError,
        lang,
        ip: req.ip ?? 'unknown',
        res,
        services,
        loaders: createLoaders(modules, em),
      };
    },
  });
  return { middleware, stop: () => server.stop() };
}
