import type { DomainModule } from '../common/domain-module';
import { AuditEntry } from './audit.entity';
import { auditPersonalData } from './audit.personal-data';
import { AuditResolver } from './audit.resolver';
import { auditRetention } from './audit.retention';
import { auditRestRoutes } from './audit.rest';
import { AuditService } from './audit.service';

export const auditModule = {
  name: 'audit',
  services: { audit: { create: () => new AuditService() } },
  entities: [AuditEntry],
  personalData: auditPersonalData,
  resolvers: [AuditResolver],
  restRoutes: auditRestRoutes,
  retention: auditRetention,
} satisfies DomainModule;
