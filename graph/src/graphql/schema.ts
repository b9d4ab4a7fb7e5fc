import 'reflect-metadata';
import path from 'node:path';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { REPO_ROOT } from '../config';
import { AssociationResolver } from '../modules/associations/association.resolver';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { WarningsResolver } from '../modules/common/warnings.resolver';
import { DojoResolver } from '../modules/dojos/dojo.resolver';
import { GeoResolver } from '../modules/geo/geo.resolver';
import { MemberResolver } from '../modules/members/member.resolver';
import { translateErrors } from './translate-errors';

export const RESOLVERS = [
  AuthResolver,
  DojoResolver,
  AssociationResolver,
  WarningsResolver,
  GeoResolver,
  MemberResolver,
] as const;
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
