import 'reflect-metadata';
import path from 'node:path';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { REPO_ROOT } from '../config';
import { MODULES } from '../modules';
import type { DomainModule } from '../modules/common/domain-module';
import { translateErrors } from './translate-errors';
import { WarningsResolver } from './warnings';

const modules: readonly DomainModule[] = MODULES;
export const RESOLVERS = [WarningsResolver, ...modules.flatMap((module) => module.resolvers ?? [])] as const;
export const SCHEMA_FILE = path.join(REPO_ROOT, 'schema', 'schema.graphql');

export async function buildFederaSchema(options: { emit?: boolean } = {}): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers: RESOLVERS,
    globalMiddlewares: [translateErrors],
    // Input rules live in the services (one place for every door), not in class-validator.
    validate: false,
    emitSchemaFile: options.emit ? { path: SCHEMA_FILE, sortedSchema: true } : false,
  });
}
