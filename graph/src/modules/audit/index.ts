import type { DomainModule } from '../common/domain-module';
import { AuditResolver } from './audit.resolver';
import { auditRestRoutes } from './audit.rest';

export const auditModule = {
  name: 'audit',
  resolvers: [AuditResolver],
  restRoutes: auditRestRoutes,
} satisfies DomainModule;
