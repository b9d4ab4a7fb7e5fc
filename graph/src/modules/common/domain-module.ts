import type { EntityManager } from '@mikro-orm/postgresql';
import type { Router } from 'express';
import type { Config } from '../../config';
import type { RestDeps } from '../../rest/respond';
import type { RetentionPolicy } from './retention';

/**
 * What a domain hands the doors: its GraphQL resolvers, its per-request DataLoaders and its `/v1`
 * routes. The registry (modules/index.ts) lists the modules and the bootstrap (app.ts) hands it to
 * the door kits (graphql/schema.ts, graphql/loaders.ts, rest/router.ts), which compose whatever
 * they are given and name no domain, so a new domain is one more line in the registry.
 */
export type DomainModule = {
  name: string;
  // TypeGraphQL takes resolver classes of any shape.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  resolvers?: readonly Function[];
  loaders?: (em: EntityManager) => object;
  restRoutes?: (router: Router, deps: RestDeps) => void;
  /**
   * Paths outside `/v1` that programs other than the app fetch (a calendar feed), mounted before
   * the web client's pages; they answer their own format, not the legacy JSON.
   */
  siteRoutes?: (router: Router, deps: RestDeps & { publicUrl?: string }) => void;
  /** Rows the module keeps only for a while, and for how long (retention.ts applies them). */
  retention?: (config: Config) => readonly RetentionPolicy[];
};
