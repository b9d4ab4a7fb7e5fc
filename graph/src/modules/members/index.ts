import type { DomainModule } from '../common/domain-module';
import { MemberImportResolver } from './member-import.resolver';
import { memberImportRoutes } from './member-import.rest';
import { memberLoaders } from './member.loaders';
import { MemberPersonalDataResolver } from './member.personal-data.resolver';
import { memberPersonalDataRoutes } from './member.personal-data.rest';
import { MemberResolver } from './member.resolver';
import { memberRestRoutes } from './member.rest';

export const membersModule = {
  name: 'members',
  resolvers: [MemberResolver, MemberPersonalDataResolver, MemberImportResolver],
  loaders: memberLoaders,
  restRoutes: (router, deps) => {
    memberRestRoutes(router, deps);
    memberPersonalDataRoutes(router, deps);
    memberImportRoutes(router, deps);
  },
} satisfies DomainModule;
