import type { Router } from 'express';
import type { RestDeps } from '../../rest/respond';
import type { DomainModule } from '../common/domain-module';
import { ReportTemplateResolver } from './report-template.resolver';
import { reportTemplateRestRoutes } from './report-template.rest';
import { ReportResolver } from './report.resolver';
import { reportRestRoutes } from './report.rest';

export const reportsModule = {
  name: 'reports',
  resolvers: [ReportResolver, ReportTemplateResolver],
  restRoutes: (router: Router, deps: RestDeps) => {
    reportRestRoutes(router, deps);
    reportTemplateRestRoutes(router, deps);
  },
} satisfies DomainModule;
