import type { DomainModule } from '../common/domain-module';
import { AuditResolver } from './audit.resolver';
import { auditRetention } from './audit.retention';
import { auditRestRoutes } from './audit.rest';

export const auditModule = {
  name: 'audit',
  resolvers: [AuditResolver],
  restRoutes: auditRestRoutes,
  retention: auditRetention,
} satisfies DomainModule;
