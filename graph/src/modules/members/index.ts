import type { DomainModule } from '../common/domain-module';
import { memberLoaders } from './member.loaders';
import { MemberResolver } from './member.resolver';
import { memberRestRoutes } from './member.rest';

export const membersModule = {
  name: 'members',
  resolvers: [MemberResolver],
  loaders: memberLoaders,
  restRoutes: memberRestRoutes,
} satisfies DomainModule;
