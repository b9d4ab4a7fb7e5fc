import type { DomainModule } from '../common/domain-module';
import { ReportResolver } from './report.resolver';
import { reportRestRoutes } from './report.rest';

export const reportsModule = {
  name: 'reports',
  resolvers: [ReportResolver],
  restRoutes: reportRestRoutes,
} satisfies DomainModule;
