import type { DomainModule, ServiceKit } from '../common/domain-module';
import { membersView } from './member.report-view';
import { MemberCount, MemberTramoCount } from './member-count.entity';
import { dojoHasMembers } from './member-history';
import { MemberImportResolver } from './member-import.resolver';
import { memberImportRoutes } from './member-import.rest';
import { Member } from './member.entity';
import { AVATAR_IMAGE } from './member.images';
import { memberLoaders } from './member.loaders';
import { MemberPersonalDataResolver } from './member.personal-data.resolver';
import { memberPersonalDataRoutes } from './member.personal-data.rest';
import { MemberResolver } from './member.resolver';
import { memberRestRoutes } from './member.rest';
import { MemberService, type MemberSettings, type SessionRenewal } from './member.service';

export const membersModule = {
  name: 'members',
  services: {
    members: {
      needs: ['auth'],
      create: (kit: ServiceKit<MemberSettings>, { auth }: { auth: SessionRenewal }) =>
        new MemberService(
          kit.settings,
          auth,
          kit.limits,
          kit.files,
          kit.holdsHistory('member'),
          kit.personalData,
        ),
    },
  },
  entities: [Member, MemberCount, MemberTramoCount],
  auditedTables: ['asociado'],
  uniqueConstraints: {
    asociado_mail_lower_unique: { field: 'mail', key: 'members.duplicateMail' },
    asociado_num_acae_unique: { field: 'memberNumber', key: 'members.duplicateNumber' },
  },
  images: [AVATAR_IMAGE],
  history: { dojo: dojoHasMembers },
  reportViews: [membersView],
  resolvers: [MemberResolver, MemberPersonalDataResolver, MemberImportResolver],
  loaders: memberLoaders,
  uploadRoutes: ['/asociados/ins', '/asociados/mod', '/asociados/importar'],
  restRoutes: (router, deps) => {
    memberRestRoutes(router, deps);
    memberPersonalDataRoutes(router, deps);
    memberImportRoutes(router, deps);
  },
} satisfies DomainModule;
