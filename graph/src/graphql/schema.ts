import 'reflect-metadata';
import path from 'node:path';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { REPO_ROOT } from '../config';
import type { DomainModule } from '../modules/common/domain-module';
import { translateErrors } from './translate-errors';
import { WarningsResolver } from './warnings';

export const SCHEMA_FILE = path.join(REPO_ROOT, 'schema', 'schema.graphql');

/** The schema of the modules the bootstrap hands in (modules/index.ts), and the badge query. */
export async function buildFederaSchema(
  modules: readonly DomainModule[],
  options: { emit?: boolean } = {},
): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers: [WarningsResolver, ...modules.flatMap((module) => module.resolvers ?? [])],
    globalMiddlewares: [translateErrors],
    // Input rules live in the services (one place for every door), not in class-validator.
    validate: false,
    emitSchemaFile: options.emit ? { path: SCHEMA_FILE, sortedSchema: true } : false,
  });
}
